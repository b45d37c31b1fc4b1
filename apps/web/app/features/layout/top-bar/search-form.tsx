import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Suggestion } from '@apotek/contract/catalog';
import { SearchIcon } from '~/components/ui/icons';
import { SuggestionList } from './suggestion-list';
import { isSiteUrl, useSuggestions } from './use-suggestions';
import { useFocusOnMount } from '~/lib/focus-on-mount';
import { useHydratedId } from '~/lib/hydrated-ids';

/**
 * The top-bar search: a GET form (Enter goes to /search?q=… with or without JavaScript) and, with
 * JavaScript, a combobox (WAI-ARIA 1.2 pattern) listing suggestions while typing. Arrow keys move
 * through them, Enter on a highlighted one opens it, Escape closes the list.
 */
export function SearchForm({ className = '', autoFocus = false, dark = false }: { className?: string; autoFocus?: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  const id = useHydratedId();
  const listId = `${id}-list`;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, query } = useSuggestions(text, open);

  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input, autoFocus);
  const hydrated = useRef(false);

  // A new page shows its own query (or none) and closes the list. On the first run the page has just
  // come alive: whatever the shopper typed into the server-rendered box meanwhile is kept, and suggested for.
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      const typed = input.current?.value ?? '';
      if (typed !== text) {
        setText(typed);
        setOpen(document.activeElement === input.current);
      }
      return;
    }
    setText(new URLSearchParams(location.search).get('q') ?? '');
    setOpen(false);
    // `text` is read only on the first run, to compare with what the server rendered.
  }, [location.key, location.search]);
  // Fresh suggestions start with nothing highlighted, so Enter still searches for what was typed.
  useEffect(() => setActive(-1), [query]);

  const expanded = open && items.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function pick(item: Suggestion) {
    setOpen(false);
    if (isSiteUrl(item.url)) navigate(item.url);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the typed text) sits between the last and the first option.
      setActive((i) => ((i + step + 1 + items.length + 1) % (items.length + 1)) - 1);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active]);
    }
  }

  return (
    <Form method="get" action="/search" role="search" className={`relative ${className}`} onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <SearchIcon className={`pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 ${dark ? 'text-gray-300' : 'text-muted'}`} />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        maxLength={200}
        placeholder={t('nav.searchPlaceholder')}
        enterKeyHint="search"
        className={`w-full rounded-full border py-2 pl-9 pr-4 text-sm outline-none focus:ring-2 focus:ring-primary/30 ${
          dark ? 'border-white/20 bg-white/10 text-white placeholder:text-gray-300' : 'border-gray-300 bg-gray-50 placeholder:text-muted'
        }`}
      />
      {expanded && <SuggestionList id={listId} items={items} active={active} optionId={optionId} onPick={pick} onHover={setActive} />}
      <span className="sr-only" aria-live="polite">
        {open && query ? t('searchBox.count', { n: items.length }) : ''}
      </span>
    </Form>
  );
}
