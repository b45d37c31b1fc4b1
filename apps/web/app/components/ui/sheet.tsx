import type { ReactNode } from 'react';
import { Dialog } from './dialog';

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

/** A panel that slides up from the bottom of a phone screen: the kit's Dialog, anchored to the bottom edge. */
export function Sheet({ open, onClose, title, closeLabel, children, footer, testId }: SheetProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      closeLabel={closeLabel}
      footer={footer}
      placement="bottom"
      testId={testId}
    >
      {children}
    </Dialog>
  );
}
