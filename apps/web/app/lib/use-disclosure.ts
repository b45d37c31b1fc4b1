import { useCallback, useRef, useState } from 'react';
import { useHydratedId } from './hydrated-ids';

/**
 * A button that shows and hides a panel: whether it is open, the panel's id, and the props for the
 * button (type, toggle on click, aria-expanded, aria-controls while the panel is there). `close`
 * hides the panel and gives the focus back to the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useHydratedId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const buttonProps = {
    ref: button,
    type: 'button' as const,
    onClick: () => setOpen((v) => !v),
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
  };
  return { open, setOpen, close, panelId, buttonProps };
}
