import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '~/components/ui/icons';

/** A GET form: Enter goes to /search?q=… with or without JavaScript. */
export function SearchForm({ className = '', autoFocus = false, dark = false }: { className?: string; autoFocus?: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/search" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <SearchIcon className={`pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 ${dark ? 'text-gray-300' : 'text-muted'}`} />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        autoFocus={autoFocus}
        placeholder={t('nav.searchPlaceholder')}
        enterKeyHint="search"
        className={`w-full rounded-full border py-2 pl-9 pr-4 text-sm outline-none focus:ring-2 focus:ring-primary/30 ${
          dark ? 'border-white/20 bg-white/10 text-white placeholder:text-gray-300' : 'border-gray-300 bg-gray-50 placeholder:text-muted'
        }`}
      />
    </Form>
  );
}
