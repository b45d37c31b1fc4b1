import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { AccountSession } from '@apotek/contract/account-security';
import { formatDateTime } from '@apotek/contract/format/date';
import { SESSION_IDLE_DAYS } from '@apotek/contract/session';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/root-data';
import { useActionNotice } from '~/lib/use-action-notice';
import { DeviceIcon } from './device-icon';
import type { SessionActionResult } from './result';
import { Card } from '~/components/ui/card';
import { Badge } from '~/components/ui/badge';

type SessionFetcher = ReturnType<typeof useFetcher<SessionActionResult>>;

function SessionItem({ session, fetcher }: { session: AccountSession; fetcher: SessionFetcher }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = fetcher.state !== 'idle';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" data-testid="account-session">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <DeviceIcon type={session.device_type} />
        </span>
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {session.device}
            {session.current && (
              <Badge tone="success" shape="tag">
                {t('account.thisDevice')}
              </Badge>
            )}
          </p>
          <p className="mt-0.5 text-muted">{t('account.lastUsed', { time: formatDateTime(session.last_used_at, locale) })}</p>
          <p className="text-xs text-muted">
            {t('account.signedInAt', { time: formatDateTime(session.created_at, locale) })}
            {session.ip && <> · {t('account.ip', { ip: session.ip })}</>}
          </p>
        </div>
      </div>
      {!session.current && (
        <fetcher.Form method="post" className="shrink-0 pl-12 sm:pl-0">
          <input type="hidden" name="id" value={session.id} />
          <Button type="submit" name="intent" value="revoke" variant="outline" disabled={busy} aria-label={t('account.revokeOf', { device: session.device })}>
            {t('account.revoke')}
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}

/**
 * The devices signed in to the account, newest use first, each with its own sign-out, and one for all
 * others. Fetcher forms (the address stays /profile); without JavaScript `posted` is the action's answer.
 */
export function SessionList({ sessions, posted }: { sessions: AccountSession[]; posted?: SessionActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SessionActionResult>();
  const result = fetcher.data ?? posted;
  const { inline } = useActionNotice(result, { errors: true });
  const busy = fetcher.state !== 'idle';
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card as="section" aria-labelledby="sessions-title" padding="roomy">
      <h3 id="sessions-title" className="text-base font-semibold text-ink">
        {t('account.sessions')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('account.sessionsIntro', { days: SESSION_IDLE_DAYS })}</p>
      {inline && result && (
        <div className="mt-3">
          {result.success ? <Alert tone="success">{result.success}</Alert> : <Alert tone="error">{result.unavailable ? t('auth.errors.unavailable') : result.message}</Alert>}
        </div>
      )}
      <ul className="mt-4 divide-y divide-gray-100" aria-label={t('account.sessions')}>
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} fetcher={fetcher} />
        ))}
      </ul>
      <div className="mt-4 border-t border-gray-100 pt-4">
        {others > 0 ? (
          <fetcher.Form method="post">
            <button
              type="submit"
              name="intent"
              value="revoke-others"
              disabled={busy}
              className="inline-flex w-full items-center justify-center rounded-lg border border-danger bg-white px-4 py-2 text-sm font-semibold text-danger transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            >
              {t('account.revokeOthers')}
            </button>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-muted">{t('account.noOthers')}</p>
        )}
      </div>
    </Card>
  );
}
