import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/translate';
import { PrescriptionIcon } from '~/components/ui/icons';
import { useDisclosure } from '~/lib/use-disclosure';
import type { AttachKind } from './attach-pickers';
import { AttachIcon, BagIcon } from './chat-icons';
import type { ChatViewer } from './message-bubble';

export const composerButton = 'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-primary-strong hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

/** What each side may attach: the customer a product or one of their prescriptions; the pharmacist recommends a product. */
export function attachKinds(viewer: ChatViewer): AttachKind[] {
  return viewer === 'customer' ? ['product', 'prescription'] : ['product'];
}

const ICONS = { product: BagIcon, prescription: PrescriptionIcon } as const;

/**
 * The composer's attach control. With one choice (the pharmacist's "recommend a product") it is a plain
 * button; with more, a small menu above the composer: the first item takes the focus, arrows move it,
 * Escape or a click outside closes it and gives the focus back to the button.
 */
export function AttachMenu({ viewer, onChoose }: { viewer: ChatViewer; onChoose: (kind: AttachKind) => void }) {
  const { t } = useTranslation();
  const kinds = attachKinds(viewer);
  const { open, setOpen, close, panelId, buttonProps } = useDisclosure();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpen]);

  if (kinds.length === 1) {
    const kind = kinds[0]!;
    const Glyph = ICONS[kind];
    const label = t('chat.attach.recommend');
    return (
      <button type="button" onClick={() => onChoose(kind)} className={composerButton} aria-label={label} title={label} data-testid="chat-attach">
        <Glyph className="h-5 w-5" />
      </button>
    );
  }

  // The focus goes back to the button before the picker opens, so the picker hands it back there.
  const choose = (kind: AttachKind) => {
    close();
    onChoose(kind);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      return;
    }
    const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = event.key === 'ArrowDown' ? at + 1 : event.key === 'ArrowUp' ? at - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  const label = t('chat.attach.label');
  return (
    <div ref={root} className="relative shrink-0" onKeyDown={onKeyDown}>
      <button {...buttonProps} className={`${composerButton} ${open ? 'bg-primary-soft' : ''}`} aria-label={label} title={label} data-testid="chat-attach">
        <AttachIcon className="h-5 w-5" />
      </button>
      {open && (
        <div id={panelId} className="absolute bottom-full left-0 z-20 mb-2 w-64 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg" data-testid="chat-attach-menu">
          <ul ref={list} aria-label={label} className="space-y-0.5">
            {kinds.map((kind) => {
              const Glyph = ICONS[kind];
              return (
                <li key={kind}>
                  <button
                    type="button"
                    onClick={() => choose(kind)}
                    className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left hover:bg-primary-soft focus-visible:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
                  >
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                      <Glyph className="h-5 w-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold">{t(`chat.attach.${kind}`)}</span>
                      <span className="block text-xs text-muted">{t(`chat.attach.${kind}Hint`)}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
