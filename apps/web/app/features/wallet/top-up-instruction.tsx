import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentChannel } from '@apotek/contract/orders';
import type { WalletTopUp } from '@apotek/contract/wallet';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { CopyRow } from '~/components/ui/copy-row';
import { ClockIcon } from '~/components/ui/icons';
import { formatCountdown, remainingMs } from '~/lib/countdown';
import { withQueries } from '~/lib/query-provider';
import { useLocale } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { groupVaNumber } from '~/lib/va-format';
import { InstructionGroups } from '~/components/instruction-groups';
import type { PaymentMethod } from './channel-instructions';
import { useTopUpStatus } from './use-top-up-status';

interface Props {
  topUp: WalletTopUp;
  method: PaymentMethod | null;
  next: string | null;
  renderMark: (channel: PaymentChannel) => ReactNode;
}

/**
 * One top-up to pay: the QR code or the VA number, the amount, the time left and the channel's steps.
 * The status is polled; once credited the page moves on to /wallet/success.
 */
export const TopUpInstruction = withQueries(TopUpInstructionBody);

function TopUpInstructionBody({ topUp, method, next, renderMark }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const polled = useTopUpStatus(topUp.id, topUp.status);
  const status = polled.data?.status ?? topUp.status;
  const [checking, setChecking] = useState(false);
  const successHref = `/wallet/success?top_up=${topUp.id}${next ? `&next=${encodeURIComponent(next)}` : ''}`;

  useEffect(() => {
    if (status === 'paid' && topUp.status === 'pending') void navigate(successHref, { replace: true });
  }, [status]);

  async function check() {
    setChecking(true);
    const result = await polled.refetch();
    setChecking(false);
    if (result.data?.status === 'pending') showSnackbar({ content: t('wallet.instruction.stillPending'), color: 'info' });
  }

  return (
    <div className="space-y-5" data-testid="top-up-instruction" data-status={status} data-reference={topUp.reference}>
      <Card as="header" padding="lg" className="text-center">
        <p className="text-sm text-muted">{t('wallet.instruction.amount')}</p>
        <p className="text-3xl font-bold text-ink" data-testid="top-up-amount">
          {formatRupiah(topUp.amount)}
        </p>
        <p className="mt-1 break-all font-mono text-xs text-muted">{t('wallet.instruction.reference', { ref: topUp.reference })}</p>
        {status === 'pending' && <Deadline expiresAt={topUp.expires_at} />}
      </Card>

      {status === 'pending' ? (
        <>
          <PayTarget topUp={topUp} method={method} renderMark={renderMark} />
          <Card as="section" padding="lg" className="space-y-2">
            <p className="text-sm text-muted" aria-live="polite">
              {t('wallet.instruction.waiting')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={check} disabled={checking} data-testid="top-up-check">
                {t('wallet.instruction.check')}
              </Button>
              <LinkButton variant="ghost" to="/wallet">
                {t('wallet.success.toWallet')}
              </LinkButton>
            </div>
          </Card>
          {method && method.instructions.length > 0 && (
            <Card as="section" padding="lg" aria-labelledby="howto-title">
              <h2 id="howto-title" className="font-semibold">
                {t('wallet.instruction.howTo')}
              </h2>
              <div className="mt-2">
                <InstructionGroups method={method} />
              </div>
            </Card>
          )}
        </>
      ) : (
        <Card as="section" tone={status === 'paid' ? 'success' : 'default'} padding="lg" className="space-y-3 text-center" role="status" data-testid="top-up-outcome">
          <p className={`font-semibold ${status === 'paid' ? 'text-success' : 'text-ink'}`}>{t(`wallet.instruction.outcome.${status}`)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {status === 'paid' ? <LinkButton to={successHref}>{t('wallet.continueTo')}</LinkButton> : <LinkButton to="/wallet#top-up-title">{t('wallet.instruction.newTopUp')}</LinkButton>}
            <LinkButton to="/wallet" variant="outline">
              {t('wallet.success.toWallet')}
            </LinkButton>
          </div>
        </Card>
      )}
    </div>
  );
}

function Deadline({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The clock starts after hydration: the server's second and the browser's would never match.
  const left = now === null ? null : remainingMs(expiresAt, now);
  return (
    <div className="mt-3 inline-flex flex-col items-center gap-1 rounded-xl bg-secondary-soft px-4 py-2 text-secondary-strong">
      <span className="flex items-center gap-1 text-xs font-semibold uppercase">
        <ClockIcon className="h-4 w-4" />
        {t('wallet.instruction.timeLeft')}
      </span>
      <span className="font-mono text-2xl font-bold tabular-nums" role="timer" aria-live="off" data-testid="top-up-countdown">
        {left === null ? '--:--:--' : formatCountdown(left)}
      </span>
      <span className="text-xs">{t('wallet.instruction.payBefore', { time: formatDateTime(expiresAt, locale) })}</span>
      {left === 0 && <span className="text-xs font-semibold">{t('wallet.instruction.timeUp')}</span>}
    </div>
  );
}

function PayTarget({ topUp, method, renderMark }: { topUp: WalletTopUp; method: PaymentMethod | null; renderMark: Props['renderMark'] }) {
  const { t } = useTranslation();
  if (topUp.channel === 'qris') {
    return (
      <Card as="section" padding="lg" className="flex flex-col items-center" aria-labelledby="qris-title">
        <h2 id="qris-title" className="flex items-center gap-2 font-semibold">
          {renderMark('qris')}
          {t('wallet.instruction.qrisTitle')}
        </h2>
        {topUp.qris_image ? (
          <img src={topUp.qris_image} alt={t('wallet.instruction.qrisAlt')} width={260} height={260} className="mt-3 h-[260px] w-[260px] rounded-lg border border-gray-100 bg-white p-2 [image-rendering:pixelated]" data-testid="qris-image" />
        ) : (
          <Alert tone="warning">{t('payment.qrisMissing')}</Alert>
        )}
        <p className="mt-3 max-w-sm text-center text-sm text-muted">{t('wallet.instruction.qrisHint')}</p>
      </Card>
    );
  }
  const bank = method?.bank ?? topUp.bank ?? '';
  return (
    <Card as="section" padding="lg" aria-labelledby="va-title">
      <h2 id="va-title" className="flex items-center gap-2 font-semibold">
        {renderMark(topUp.channel)}
        {method?.name ?? t('wallet.instruction.vaTitle', { bank: bank.toUpperCase() })}
      </h2>
      {topUp.va_number ? (
        <CopyRow label={t('wallet.instruction.vaNumber')} value={topUp.va_number} display={groupVaNumber(topUp.va_number)} testId="va-number" />
      ) : (
        <Alert tone="warning">{t('payment.vaMissing')}</Alert>
      )}
      <CopyRow label={t('wallet.instruction.amountExact')} value={String(topUp.amount)} display={formatRupiah(topUp.amount)} testId="va-amount" />
    </Card>
  );
}
