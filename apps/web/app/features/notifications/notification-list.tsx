import type { ComponentType, SVGProps } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Notification, NotificationType } from '@apotek/contract/notifications';
import { formatDateTime } from '@apotek/contract/format/date';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { BellIcon, ChatIcon, OrderIcon, PrescriptionIcon, StethoscopeIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { LinkTabs } from '~/components/ui/tabs';
import { useLocale } from '~/lib/root-data';
import type { NotificationFilter } from './notifications.server';

const ICONS: Record<NotificationType, ComponentType<SVGProps<SVGSVGElement>>> = {
  campaign: BellIcon,
  prescription: PrescriptionIcon,
  appointment: StethoscopeIcon,
  consultation: StethoscopeIcon,
  transaction: OrderIcon,
  chat: ChatIcon,
};

export function listHref(filter: NotificationFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter === 'unread') params.set('filter', 'unread');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/notification?${query}` : '/notification';
}

/**
 * /notification: every notification, newest first, unread ones marked. Each is a small form: opening it
 * marks it updated and goes to its target (SPEC §2), with or without scripts.
 */
export function NotificationList({ filter, notifications, unread, page, lastPage }: { filter: NotificationFilter; notifications: Notification[]; unread: number; page: number; lastPage: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LinkTabs
          label={t('notifications.filter')}
          items={(['all', 'unread'] as const).map((f) => ({
            href: listHref(f),
            label: f === 'unread' ? t('notifications.unreadTab', { count: unread }) : t('notifications.all'),
            current: f === filter,
          }))}
        />
        {unread > 0 && (
          <Form method="post" replace>
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline" disabled={busy} data-testid="notifications-read-all">
              {t('notifications.readAll')}
            </Button>
          </Form>
        )}
      </div>
      {notifications.length === 0 ? (
        <EmptyState
          data-testid="notifications-empty"
          icon={BellIcon}
          title={filter === 'unread' ? t('notifications.emptyUnread') : t('nav.notificationsEmpty')}
          text={t('notifications.emptyBody')}
        />
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white" data-testid="notification-list">
          {notifications.map((n) => {
            const Icon = ICONS[n.type];
            return (
              <li key={n.id}>
                <Form method="post">
                  <input type="hidden" name="id" value={n.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    data-testid="notification-item"
                    data-unread={n.read ? undefined : true}
                    className={`flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-primary-soft focus-visible:outline-2 ${n.read ? '' : 'bg-primary-soft/40'}`}
                  >
                    <span className={`mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${n.read ? 'bg-gray-100 text-muted' : 'bg-primary-soft text-primary-strong'}`}>
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{t(`notifications.types.${n.type}`)}</span>
                      <span className={`block text-sm ${n.read ? 'text-ink' : 'font-semibold text-ink'}`}>{n.message}</span>
                      <span className="block text-xs text-muted">{formatDateTime(n.created_at, locale)}</span>
                    </span>
                    {!n.read && (
                      <span className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-secondary">
                        <span className="sr-only">{t('notifications.unreadMark')}</span>
                      </span>
                    )}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => listHref(filter, p)} label={t('notifications.paging')} />
    </div>
  );
}
