import { useFetcher } from 'react-router';
import { formatDateTime } from '@apotek/contract/format/date';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useRightsTranslation } from './rights-t';
import { useLocale } from '~/lib/root-data';
import type { ConsentRow, PrivacyActionResult } from './result';
import { usePrivacyNotice } from './use-privacy-notice';

/** Each consent given, its version and date; withdrawal where the law allows it (health data, marketing). */
export function ConsentsCard({ consents, posted }: { consents: ConsentRow[]; posted?: PrivacyActionResult }) {
  const { t, r } = useRightsTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PrivacyActionResult>();
  const { notice, inline } = usePrivacyNotice(fetcher.data ?? posted);
  const busy = fetcher.state !== 'idle';
  const name = (document: string) => t(`rights.consents.document.${document}`, { defaultValue: document });
  return (
    <Card as="section" aria-labelledby="consents-title" padding="roomy" data-testid="privacy-consents">
      <h2 id="consents-title" className="text-lg font-semibold text-ink">
        {r('rights.consents.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{r('rights.consents.intro')}</p>
      {inline && notice && (
        <div className="mt-3">{notice.success ? <Alert tone="success">{notice.success}</Alert> : <Alert tone="error">{notice.unavailable ? t('auth.errors.unavailable') : notice.message}</Alert>}</div>
      )}
      {consents.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{r('rights.consents.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100" aria-label={r('rights.consents.title')}>
          {consents.map((c) => (
            <li key={`${c.document}-${c.version}-${c.consented_at}`} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="consent-row">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {name(c.document)}
                  {c.withdrawn_at ? <Badge tone="neutral">{r('rights.consents.withdrawn')}</Badge> : <Badge tone="success">{r('rights.consents.active')}</Badge>}
                </p>
                <p className="mt-0.5 text-muted">{r('rights.consents.given', { time: formatDateTime(c.consented_at, locale), version: c.version, channel: c.channel })}</p>
                {c.withdrawn_at && <p className="text-xs text-muted">{r('rights.consents.withdrawnAt', { time: formatDateTime(c.withdrawn_at, locale) })}</p>}
                {!c.withdrawable && !c.withdrawn_at && <p className="text-xs text-muted">{r('rights.consents.fixed')}</p>}
              </div>
              {c.withdrawable && !c.withdrawn_at && (
                <fetcher.Form method="post" className="shrink-0">
                  <input type="hidden" name="document" value={c.document} />
                  <Button type="submit" name="intent" value="withdraw" variant="outline" disabled={busy} aria-label={r('rights.consents.withdrawOf', { document: name(c.document) })}>
                    {r('rights.consents.withdraw')}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
