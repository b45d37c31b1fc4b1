import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '~/components/ui/icons';
import { CARE_WHATSAPP_URL } from '~/lib/links';
import { useDisclosure } from '~/lib/use-disclosure';

/** The default layout's chat-bot button. The bot itself is not built yet; the panel says so honestly. */
export function ChatbotWidget() {
  const { t } = useTranslation();
  const { open, close, panelId, buttonProps } = useDisclosure();

  return (
    <div className="fixed bottom-5 right-5 z-40 flex flex-col items-end gap-3">
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
        className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-strong text-white shadow-lg hover:bg-primary"
      >
        <ChatIcon className="h-6 w-6" />
      </button>
    </div>
  );
}
