import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export type DialogPlacement = 'center' | 'bottom';

export interface DialogProps {
  open: boolean;
  /** Called with false for Escape, the close button and a tap outside; the owner keeps `open`. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read after the title when the dialog opens. */
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Pinned under the scrolling body (e.g. "Terapkan"). */
  footer?: ReactNode;
  /** `bottom` slides up from the bottom edge: the sheet of a phone screen. */
  placement?: DialogPlacement;
  testId?: string;
}

const placements: Record<DialogPlacement, string> = {
  center: 'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  bottom: 'inset-x-0 bottom-0 w-full rounded-t-2xl',
};

/**
 * A modal dialog on Radix's headless Dialog: the focus is trapped inside and goes back to whatever
 * opened it, Escape and a tap on the backdrop close it, the page behind neither scrolls nor reads
 * (aria-hidden), and the title names it. It renders nothing on the server while closed.
 */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children, footer, placement = 'center', testId }: DialogProps) {
  // Radix gives the focus back to its own Trigger; these dialogs are opened by the owner's buttons, so
  // remember whichever element had the focus and return it there.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          data-testid={testId}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnTo.current?.isConnected) return;
            event.preventDefault();
            returnTo.current.focus();
          }}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed z-50 flex max-h-[85dvh] flex-col bg-white text-ink shadow-2xl outline-none ${placements[placement]}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-bold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close aria-label={closeLabel} className="rounded-full p-2 hover:bg-black/5">
              <CloseIcon className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
          {footer && <div className="border-t border-gray-100 px-4 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
