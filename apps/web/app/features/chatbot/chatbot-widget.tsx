import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '~/components/ui/icons';
import { CARE_WHATSAPP_URL } from '~/lib/links';
import { useDisclosure } from '~/lib/use-disclosure';

/**
 * The default layout's chat-bot button. The bot itself is not built yet; the panel says so honestly.
 * It floats only from 1280 px, small and in the margin beside the 1200 px column; narrower, it sits in
 * the page's flow above the footer, so it never covers "Tambah ke keranjang", a card's add button or
 * checkout (issue 8, point 8).
 */
export function ChatbotWidget() {
  const { t } = useTranslation();
  const { open, close, panelId, buttonProps } = useDisclosure();

  return (
    <div className="flex flex-col items-end gap-3 px-4 pb-4 xl:fixed xl:bottom-5 xl:right-1 xl:z-40 xl:p-0" data-testid="chatbot">
      {open && (
        <section
          id={panelId}
          aria-label={t('chatbot.title')}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          className="w-72 rounded-2xl border border-gray-200 bg-white p-4 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 className="font-semibold">{t('chatbot.title')}</h2>
            <button type="button" onClick={close} className="rounded p-1 hover:bg-black/5" aria-label={t('snackbar.close')}>
              <CloseIcon className="h-4 w-4" />
            </button>
          </div>
          <p className="text-sm text-muted">{t('chatbot.unavailable')}</p>
          <a href={CARE_WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-semibold text-primary-strong underline">
            {t('chatbot.care')}
          </a>
        </section>
      )}
      <button
        {...buttonProps}
        aria-label={t('chatbot.open')}
        className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-strong text-white shadow-lg hover:bg-primary xl:h-10 xl:w-10"
      >
        <ChatIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
