import type { KycView } from '@apotek/contract/wallet-kyc';
import type { WalletProfile } from '@apotek/contract/wallet';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';
import { LinkButton } from '~/components/ui/button';
import { Card, type CardTone } from '~/components/ui/card';
import { CheckIcon, ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';
import { type KycCardState, kycCardState, maskedNik } from './kyc-fields';

const TONES: Record<Exclude<KycCardState, 'verified'>, CardTone> = { unverified: 'accent', pending: 'warning', rejected: 'danger' };

/**
 * /wallet's verification card (issue 13): what verifying unlocks (the higher Bank Indonesia cap, as the
 * API configures it), a request being checked, a rejection with its reason and the way to send again,
 * or the verified account. `latest` undefined: the API could not say, so only the wallet's own flag shows.
 */
export function KycCard({ wallet, latest }: { wallet: WalletProfile; latest: KycView | null | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (latest === undefined && !wallet.verified) return null;
  const state = kycCardState(wallet.verified, latest ?? null);
  const caps = { from: formatRupiah(wallet.limits.balance_cap_unverified), to: formatRupiah(wallet.limits.balance_cap_verified) };
  if (state === 'verified') {
    // Nothing left to do: a badge and the cap it brought, no more than a line.
    return (
      <Card as="section" padding="sm" tone="success" aria-label={t('kyc.card.verified.badge')} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="kyc-card" data-state="verified">
        <Badge tone="success" data-testid="kyc-verified-badge">
          <CheckIcon className="h-3.5 w-3.5" />
          {t('kyc.card.verified.badge')}
        </Badge>
        <p className="text-sm text-ink">{t('kyc.card.verified.body', { cap: formatRupiah(wallet.balance_cap) })}</p>
      </Card>
    );
  }
  return (
    <Card as="section" padding="lg" tone={TONES[state]} aria-labelledby="kyc-card-title" className="space-y-3" data-testid="kyc-card" data-state={state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="kyc-card-title" className="flex items-center gap-2 font-semibold text-ink">
          {state === 'pending' && <ClockIcon className="h-5 w-5 text-warning" />}
          {t(`kyc.card.${state}.title`)}
        </h2>
        {state === 'pending' && <Badge tone="warning">{t('kyc.card.pending.badge')}</Badge>}
      </div>

      {state === 'unverified' && (
        <>
          <p className="text-sm text-ink">{t('kyc.card.unverified.body', caps)}</p>
          <ul className="space-y-1 text-sm text-muted">
            <li>{t('kyc.card.unverified.need')}</li>
            <li>{t('kyc.card.unverified.time')}</li>
          </ul>
          <LinkButton to="/wallet/verification" className="w-full sm:w-auto" data-testid="kyc-start">
            {t('kyc.card.unverified.cta')}
          </LinkButton>
        </>
      )}

      {state === 'pending' && latest && (
        <>
          <p className="text-sm text-ink">{t('kyc.card.pending.body', { cap: caps.to })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t('kyc.card.submittedAt')}</dt>
            <dd data-testid="kyc-submitted-at">{formatDateTime(latest.submitted_at, locale)}</dd>
            <dt className="text-muted">{t('kyc.card.name')}</dt>
            <dd className="break-words">{latest.full_name}</dd>
            <dt className="text-muted">NIK</dt>
            <dd className="font-mono tabular-nums" data-testid="kyc-nik-masked">
              {maskedNik(latest.nik_last4)}
            </dd>
          </dl>
        </>
      )}

      {state === 'rejected' && latest && (
        <>
          <p className="text-sm text-ink">{t('kyc.card.rejected.body')}</p>
          <p className="rounded-lg bg-white/70 px-3 py-2 text-sm" data-testid="kyc-reason">
            <span className="font-semibold">{t('kyc.card.rejected.reason')}</span> {latest.reason}
          </p>
          {latest.reviewed_at && <p className="text-xs text-muted">{t('kyc.card.reviewedAt', { time: formatDateTime(latest.reviewed_at, locale) })}</p>}
          <LinkButton to="/wallet/verification" className="w-full sm:w-auto" data-testid="kyc-resend">
            {t('kyc.card.rejected.cta')}
          </LinkButton>
        </>
      )}

    </Card>
  );
}
