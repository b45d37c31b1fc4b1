import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { OutboxList } from '~/features/dev-outbox/outbox-list';
import { serverApi } from '~/lib/session.server';
import type { Route } from './+types/dev.outbox';
import { failPageWithStatus } from '~/lib/page-errors.server';

/** Dev only: exists while the API's messaging sandbox is on (the API answers 404 otherwise). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recipient = new URL(request.url).searchParams.get('recipient') ?? undefined;
  const result = await serverApi(request, context).call('devOutbox', { query: { recipient } });
  if (!result.ok) failPageWithStatus(result);
  return { messages: result.body.data };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <PageMeta title={t('pages.devOutbox.title')} />
      <h1 className="text-2xl font-bold">{t('pages.devOutbox.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('outbox.intro')}</p>
      <OutboxList messages={loaderData.messages} />
    </section>
  );
}
