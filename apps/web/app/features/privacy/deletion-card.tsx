import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AccountDeletion } from '@apotek/contract/privacy-rights';
import { formatDateTime } from '@apotek/contract/format/date';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/text-field';
import { useRightsTranslation } from './rights-t';
import { fieldErrors } from '~/lib/form-result';
import { useLocale } from '~/lib/root-data';
import type { PrivacyActionResult } from './result';
import { usePrivacyNotice } from './use-privacy-notice';

const RETENTION = ['orders', 'prescriptions', 'consultations', 'wallet'] as const;

const DANGER =
  'inline-flex w-full items-center justify-center rounded-lg bg-danger px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';

/**
 * Account deletion: the grace period and what stays for the record, the password to confirm; while a
 * request is pending, when it runs and how to cancel it (signing in again, or the button).
 */
export function DeletionCard({ deletion, graceDays, posted }: { deletion: AccountDeletion | null; graceDays: number; posted?: PrivacyActionResult }) {
  const { t, r } = useRightsTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PrivacyActionResult>();
  const result = fetcher.data ?? posted;
  const { notice, inline } = usePrivacyNotice(result);
  const busy = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const pending = deletion?.status === 'pending' ? deletion : null;
  const cancelled = deletion?.status === 'cancelled' ? deletion : null;

  return (
    <Card as="section" aria-labelledby="deletion-title" padding="roomy" tone={pending ? 'warning' : 'default'} data-testid="privacy-deletion">
      <h2 id="deletion-title" className="text-lg font-semibold text-ink">
        {r('rights.deletion.title')}
      </h2>
      {inline && notice?.success && (
        <div className="mt-3">
          <Alert tone="success">{notice.success}</Alert>
        </div>
      )}
      {pending ? (
        <div className="mt-3 space-y-3 text-sm" data-testid="deletion-pending">
          <p className="font-semibold text-ink">{r('rights.deletion.pendingTitle')}</p>
          <p className="text-ink">{r('rights.deletion.pendingWhen', { time: formatDateTime(pending.erase_after, locale) })}</p>
          <p className="text-muted">{r('rights.deletion.pendingHow')}</p>
          <fetcher.Form method="post">
            <Button type="submit" name="intent" value="cancel-delete" variant="outline" disabled={busy} className="w-full bg-white sm:w-auto">
              {r('rights.deletion.cancel')}
            </Button>
          </fetcher.Form>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{r('rights.deletion.intro', { days: graceDays })}</p>
          <p className="mt-2 text-sm text-muted">{r('rights.deletion.what')}</p>
          <p className="mt-2 text-sm text-muted">{r('rights.deletion.kept')}</p>
          <details className="mt-2 text-sm text-muted">
            <summary className="cursor-pointer font-medium text-ink">{r('rights.deletion.retention.title')}</summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {RETENTION.map((key) => (
                <li key={key}>{r(`rights.deletion.retention.${key}`)}</li>
              ))}
            </ul>
          </details>
          {cancelled?.cancelled_at && (
            <p className="mt-2 text-xs text-muted">
              {r(cancelled.cancelled_by === 'login' ? 'rights.deletion.cancelledByLogin' : 'rights.deletion.cancelledByUser', { time: formatDateTime(cancelled.cancelled_at, locale) })}
            </p>
          )}
          <fetcher.Form ref={form} method="post" noValidate className="mt-4 flex max-w-md flex-col gap-4" data-testid="deletion-form">
            <input type="hidden" name="intent" value="delete" />
            {result?.intent === 'delete' && (result.unavailable || result.message) && <Alert tone="error">{result.unavailable ? t('auth.errors.unavailable') : result.message}</Alert>}
            <TextField
              label={r('rights.deletion.password')}
              hint={r('rights.deletion.passwordHint')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              errors={result?.intent === 'delete' ? fieldErrors(result, 'password') : []}
            />
            <button type="submit" disabled={busy} className={DANGER}>
              {busy ? r('rights.deletion.deleting') : r('rights.deletion.confirm')}
            </button>
          </fetcher.Form>
        </>
      )}
    </Card>
  );
}
