import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

export interface SheetProps {
  open: boolean;
  /** Called for Escape, the close button and a tap on the backdrop; the owner sets `open` to false. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Pinned under the scrolling body (e.g. "Terapkan"). */
  footer?: ReactNode;
  testId?: string;
}

/**
 * A panel that slides up from the bottom of a phone screen. Built on the native modal <dialog> (the
 * project has no headless UI library): showModal() makes the page behind it inert, so the focus stays
 * inside, Escape closes it, and the focus goes back to whatever opened it.
 */
export function Sheet({ open, onClose, title, closeLabel, children, footer, testId }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The page under the sheet must not scroll along with it.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      // Escape fires `cancel`, then the dialog closes itself; `close` keeps the owner's state in step.
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="mx-0 mb-0 mt-auto max-h-[85dvh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40 open:flex"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded-full p-2 hover:bg-black/5">
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
      {footer && <div className="border-t border-gray-100 px-4 py-3">{footer}</div>}
    </dialog>
  );
}
