import { redirect, type AppLoadContext } from 'react-router';
import { notificationTarget } from '@apotek/contract/notification-target';
import { refused, text } from '~/lib/action-helpers.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';

export const NOTIFICATIONS_PER_PAGE = 20;
export type NotificationFilter = 'all' | 'unread';

/** /notification: a page of the customer's notifications, newest first (`?filter=unread` for the unread ones). */
export async function loadNotificationsPage(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = pageParam(params);
  const result = await serverApi(request, context).call('myNotifications', {
    query: { page, perPage: NOTIFICATIONS_PER_PAGE, ...(filter === 'unread' ? { unread: '1' as const } : {}) },
  });
  if (!result.ok) failPageWithStatus(result);
  const body = result.body.data;
  return { filter, notifications: body.data, unread: body.unread, page: body.page, lastPage: body.lastPage, total: body.total };
}

/**
 * The page's forms, which work without scripts: `open` marks one notification updated and goes to its
 * target (SPEC §2), `read-all` marks every one read.
 */
export async function notificationsAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const api = serverApi(request, context);
  if (text(form, 'intent') === 'read-all') {
    const result = await api.call('readAllNotifications');
    if (!result.ok) return refused(result, {}, { intent: 'read-all' as const });
    return { intent: 'read-all' as const, success: result.body.message, updated: result.body.data.updated };
  }
  const id = Number(text(form, 'id'));
  const result = await api.call('updateNotification', { body: { id } });
  if (!result.ok) return refused(result, {}, { intent: 'open' as const });
  const n = result.body.data.notification;
  return redirect(notificationTarget(n));
}
