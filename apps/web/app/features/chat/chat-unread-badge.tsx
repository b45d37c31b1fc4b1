import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { CounterBadge } from '~/components/ui/counter-badge';
import { ChatIcon } from '~/components/ui/icons';
import { useSessionUser } from '~/lib/root-data';
import { useChatUnread } from './chat-unread-store';

/**
 * The top bar's chat icon: /messages, with the unread chat messages of every room of the user (signed in
 * only; the layout shows it to signed-in users), live from the socket.
 */
export function ChatTopBarLink({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSessionUser() !== null;
  const unread = useChatUnread('mine', signedIn);
  const label = unread > 0 ? t('nav.messagesUnread', { count: unread }) : t('nav.message');
  return (
    <Link
      to="/messages"
      aria-label={label}
      title={label}
      data-testid="top-bar-chat"
      data-unread={unread}
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
    >
      <ChatIcon />
      <CounterBadge count={unread} />
    </Link>
  );
}

/** The console menu's count on "Customer chats": the pharmacy's unread messages (nothing at 0). */
export function ChatInboxCount() {
  const { t } = useTranslation();
  const unread = useChatUnread('inbox', true);
  if (unread <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-[20px] items-center justify-center rounded-full bg-secondary px-1.5 text-[11px] font-bold leading-5 text-ink" data-testid="console-chat-unread" data-unread={unread}>
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('consoleChat.unread', { count: unread })}</span>
    </span>
  );
}
