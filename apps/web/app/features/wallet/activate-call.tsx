import type { WalletProfile } from '@apotek/contract/wallet';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { CheckIcon } from '~/components/ui/icons';

/** /wallet before activation: what the wallet gives and the way to turn it on (a started activation continues). */
export function ActivateCall({ wallet, next }: { wallet: WalletProfile; next: string | null }) {
  const { t } = useTranslation();
  const started = wallet.status !== 'unregistered';
  const to = `/wallet/register/confirmation${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  return (
    <Card as="section" padding="roomy" aria-labelledby="activate-title" className="space-y-4" data-testid="wallet-activate">
      <div>
        <h2 id="activate-title" className="text-xl font-bold text-ink">
          {t('wallet.activate.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('wallet.activate.body')}</p>
      </div>
      <ul className="space-y-2 text-sm">
        {[t('wallet.activate.point1'), t('wallet.activate.point2'), t('wallet.activate.point3', { cap: formatRupiah(wallet.balance_cap) })].map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-success" />
            {point}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <LinkButton to={to} className="px-6 py-2.5" data-testid="wallet-activate-cta">
          {started ? t('wallet.activate.continue') : t('wallet.activate.cta')}
        </LinkButton>
        <LinkButton to="/wallet/guide" variant="ghost">
          {t('wallet.guideLink')}
        </LinkButton>
      </div>
    </Card>
  );
}
