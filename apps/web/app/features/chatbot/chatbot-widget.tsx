import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { ChatIcon } from '~/components/ui/icons';
import { useDisclosure } from '~/lib/use-disclosure';

const load = () => import('./assistant-panel');
const AssistantPanel = lazy(() => load().then((m) => ({ default: m.AssistantPanel })));
const preload = () => void load();

/**
 * The default layout's chat bubble: a small assistant that answers common questions and hands over to a
 * pharmacist's chat (assistant-panel.tsx). Only the button is in the page's first load; the panel, its FAQ
 * and its matching are fetched on hover, focus or the first tap (ADR 020), then stay mounted so a closed
 * and reopened panel keeps its conversation. It floats only from 1280 px, small and in the margin beside
 * the 1200 px column; narrower, it sits in the page's flow above the footer, so it never covers "Tambah
 * ke keranjang", a card's add button or checkout (issue 8, point 8).
 */
export function ChatbotWidget() {
  const { t } = useTranslation();
  const { open, close, panelId, buttonProps } = useDisclosure();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  return (
    <div className="flex flex-col items-end gap-3 px-4 pb-4 xl:fixed xl:bottom-5 xl:right-1 xl:z-40 xl:p-0" data-testid="chatbot">
      {wanted && (
        <Suspense
          fallback={
            open ? (
              <p id={panelId} role="status" className="w-72 rounded-2xl border border-gray-200 bg-white p-4 text-sm text-muted shadow-xl">
                {t('chatbot.loading')}
              </p>
            ) : null
          }
        >
          <AssistantPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        {...buttonProps}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('chatbot.open')}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-strong text-white shadow-lg hover:bg-primary xl:h-10 xl:w-10"
      >
        <ChatIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
