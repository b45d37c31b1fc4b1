import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { NotificationList } from '~/features/notifications/notification-list';
import { loadNotificationsPage, notificationsAction } from '~/features/notifications/notifications.server';
import { PushOptIn } from '~/features/notifications/push-opt-in';
import { useActionNotice } from '~/lib/use-action-notice';
import type { Route } from './+types/notification';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNotificationsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context);
}

export default function NotificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useActionNotice(actionData, { errors: true });
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-4">
      <PageMeta title={t('pages.notification.title')} />
      <PageHeader title={t('pages.notification.title')} />
      <PushOptIn />
      <NotificationList {...loaderData} />
    </section>
  );
}
