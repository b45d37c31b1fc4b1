import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { NOTIFICATION_DROPDOWN } from '@apotek/contract/constants';
import { formatDateTime } from '@apotek/contract/format/date';
import { notificationTarget } from '@apotek/contract/notification-target';
import { PendingMark, usePendingLink } from '~/components/pending-mark';
import { CounterBadge } from '~/components/ui/counter-badge';
import { BellIcon } from '~/components/ui/icons';
import { isPendingPath } from '~/lib/pending-routes';
import { useRealtimeConnection, useRealtimeEvent } from '~/lib/realtime/use-realtime';
import { useLocale, useSessionUser } from '~/lib/root-data';
import { useDisclosure } from '~/lib/use-disclosure';
import { loadNotifications, markNotificationUpdated, unreadChanged, useNotificationsState } from './notifications-store';

/**
 * The bell with its dropdown (max 300 × 360 px); closes on Escape or a click outside. Signed in only: the
 * list and the server's unread counter are fetched once the page has loaded (SPEC §6), and the counter
 * follows the socket's `notification.unread` without a reload. Opening one marks it updated, then goes
 * to its target (SPEC §2).
 */
export function NotificationBell({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = useSessionUser() !== null;
  const { unread, items } = useNotificationsState();
  const navigate = useNavigate();
  useRealtimeConnection(signedIn);
  useEffect(() => {
    if (signedIn) void loadNotifications();
  }, [signedIn]);
  // Whatever came while the socket was away (first connect, a reconnect): read the counter again.
  useRealtimeEvent('ready', () => void loadNotifications(), signedIn);
  useRealtimeEvent(
    'notification.unread',
    (frame) => {
      const { unread: count } = frame as { unread?: unknown };
      if (typeof count === 'number') unreadChanged(count);
    },
    signedIn,
  );
  const { open, setOpen, close, panelId, buttonProps } = useDisclosure();
  const root = useRef<HTMLDivElement>(null);
  const pendingLink = usePendingLink();
  const seeMorePending = isPendingPath('/notification');

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, close]);

  const label = unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications');

  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        aria-label={label}
        title={label}
        className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full ${dark ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-black/5'}`}
      >
        <BellIcon />
        <CounterBadge count={unread} />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('nav.notifications')}
          className="fixed inset-x-2 top-14 z-50 ml-auto flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white text-ink shadow-xl lg:absolute lg:inset-x-auto lg:right-0 lg:top-auto lg:mt-2 lg:w-screen"
          style={{ maxHeight: NOTIFICATION_DROPDOWN.maxHeight, maxWidth: NOTIFICATION_DROPDOWN.maxWidth }}
        >
          <p className="border-b border-gray-100 px-4 py-2 text-sm font-semibold">{t('nav.notifications')}</p>
          <div className="flex-1 overflow-y-auto">
            {items.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted">{t('nav.notificationsEmpty')}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={notificationTarget(item)}
                      onClick={(event) => {
                        event.preventDefault();
                        setOpen(false);
                        const to = notificationTarget(item);
                        void markNotificationUpdated(item.id).then(() => navigate(to));
                      }}
                      data-unread={item.read ? undefined : true}
                      className={`block px-4 py-2 text-sm hover:bg-primary-soft ${item.read ? '' : 'bg-primary-soft/50 font-medium'}`}
                    >
                      <span className="block">{item.message}</span>
                      <span className="text-xs text-muted">{formatDateTime(item.created_at, locale)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link
            to="/notification"
            onClick={() => setOpen(false)}
            {...pendingLink(seeMorePending, t('nav.seeMore'))}
            className="flex items-center justify-center gap-1.5 border-t border-gray-100 px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
          >
            {t('nav.seeMore')}
            {seeMorePending && <PendingMark inLink />}
          </Link>
        </div>
      )}
    </div>
  );
}
