import { Link } from 'react-router';
import type { WalletProfile } from '@apotek/contract/wallet';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/lib/root-data';

/** The balance as a bank card shows it, with the Bank Indonesia caps that apply to this account. */
export function BalanceCard({ wallet }: { wallet: WalletProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="balance-title" className="space-y-3">
      <div className="rounded-2xl bg-gradient-to-br from-primary-strong to-primary p-5 text-white shadow-sm" data-testid="wallet-balance-card">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="balance-title" className="text-sm font-semibold uppercase tracking-wide text-white/90">
            {t('wallet.name')}
          </h2>
          <Badge tone={wallet.verified ? 'success' : 'neutral'} data-testid="wallet-verified" data-verified={wallet.verified}>
            {wallet.verified ? t('wallet.verified') : t('wallet.unverified')}
          </Badge>
        </div>
        <p className="mt-3 text-sm text-white/80">{t('wallet.balance')}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="wallet-balance" data-balance={wallet.balance}>
          {formatRupiah(wallet.balance)}
        </p>
        <div className="mt-3 space-y-0.5 text-xs text-white/90">
          <p>{t('wallet.capLine', { cap: formatRupiah(wallet.balance_cap) })}</p>
          <p>{t('wallet.monthLine', { incoming: formatRupiah(wallet.incoming_this_month), cap: formatRupiah(wallet.monthly_incoming_cap) })}</p>
        </div>
        {wallet.mobile_number && <p className="mt-2 font-mono text-xs text-white/80">{wallet.mobile_number}</p>}
      </div>
      {wallet.locked_until && <Alert tone="warning">{t('wallet.locked', { time: formatDateTime(wallet.locked_until, locale) })}</Alert>}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/wallet/instruction" className="font-semibold text-primary-strong hover:underline">
          {t('wallet.instructionsLink')}
        </Link>
        <Link to="/wallet/guide" className="font-semibold text-primary-strong hover:underline">
          {t('wallet.guideLink')}
        </Link>
      </p>
    </section>
  );
}
