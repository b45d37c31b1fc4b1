import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { DataExport } from '@apotek/contract/privacy-rights';
import { formatDateTime } from '@apotek/contract/format/date';
import { Alert } from '~/components/ui/alert';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useRightsTranslation } from './rights-t';
import { useLocale } from '~/lib/root-data';
import type { PrivacyActionResult } from './result';
import { usePrivacyNotice } from './use-privacy-notice';

const TONES: Record<DataExport['status'], BadgeTone> = { pending: 'warning', ready: 'success', failed: 'danger', expired: 'neutral' };
const CONTENTS = ['profile', 'addresses', 'orders', 'prescriptions', 'care', 'health', 'access'] as const;
/** How often the page asks again while an export is being made. */
const POLL_MS = 3000;

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The export: what it holds, the request button, and the requests with their status. A ready one is
 * downloaded by a plain link to `/backup?download=<id>`, which the loader answers with a redirect to a
 * short-lived signed URL (privacy.server.ts).
 */
export function ExportCard({ exports, keepDays, posted }: { exports: DataExport[]; keepDays: number; posted?: PrivacyActionResult }) {
  const { t, r } = useRightsTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PrivacyActionResult>();
  const { notice, inline } = usePrivacyNotice(fetcher.data ?? posted);
  const revalidator = useRevalidator();
  const busy = fetcher.state !== 'idle';
  const pending = exports.some((e) => e.status === 'pending');

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  return (
    <Card as="section" aria-labelledby="export-title" padding="roomy" data-testid="privacy-export">
      <h2 id="export-title" className="text-lg font-semibold text-ink">
        {r('rights.export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{r('rights.export.intro')}</p>
      <details className="mt-2 text-sm text-muted">
        <summary className="cursor-pointer font-medium text-ink">{r('rights.export.contents.title')}</summary>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {CONTENTS.map((key) => (
            <li key={key}>{r(`rights.export.contents.${key}`)}</li>
          ))}
        </ul>
      </details>
      <p className="mt-2 text-sm text-muted">{r('rights.export.how', { days: keepDays })}</p>
      {inline && notice && (
        <div className="mt-3">{notice.success ? <Alert tone="success">{notice.success}</Alert> : <Alert tone="error">{notice.unavailable ? t('auth.errors.unavailable') : notice.message}</Alert>}</div>
      )}
      <fetcher.Form method="post" className="mt-4">
        <Button type="submit" name="intent" value="export" disabled={busy || pending} className="w-full sm:w-auto">
          {busy ? r('rights.export.requesting') : r('rights.export.request')}
        </Button>
      </fetcher.Form>
      <h3 className="mt-5 text-sm font-semibold text-ink">{r('rights.export.list')}</h3>
      {exports.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{r('rights.export.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100" aria-label={r('rights.export.list')}>
          {exports.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="data-export" data-status={e.status}>
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone={TONES[e.status]}>{r(`rights.export.status.${e.status}`)}</Badge>
                  <span className="text-muted">{r('rights.export.requestedAt', { time: formatDateTime(e.requested_at, locale) })}</span>
                </p>
                {e.status === 'ready' && e.expires_at && (
                  <p className="mt-1 text-xs text-muted">
                    {r('rights.export.readyUntil', { time: formatDateTime(e.expires_at, locale) })}
                    {e.size !== null && <> · {sizeText(e.size)}</>}
                  </p>
                )}
                {e.status === 'pending' && <p className="mt-1 text-xs text-muted">{r('rights.export.pendingHint')}</p>}
                {e.status === 'failed' && <p className="mt-1 text-xs text-danger">{r('rights.export.failedHint')}</p>}
              </div>
              {e.status === 'ready' && (
                <a href={`/backup?download=${encodeURIComponent(e.id)}`} className={buttonClass('outline', 'w-full shrink-0 sm:w-auto')} data-testid="download-export">
                  {r('rights.export.download')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
