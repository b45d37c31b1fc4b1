import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';

/** The signed-in customer's wallet as a payment choice: active with its balance, or not yet activated. */
export interface WalletOffer {
  active: boolean;
  balance: number;
}

/**
 * "Saldo Apotek" beside the QR or VA number of an order awaiting payment: the balance and the way to the
 * wallet's confirm page (the PIN is asked there), or to activation first, which comes back here.
 */
export function WalletPayOption({ wallet, orderId, amount }: { wallet: WalletOffer; orderId: string; amount: number }) {
  const { t } = useTranslation();
  const confirm = `/order/wallet/confrim/${orderId}`;
  const short = wallet.active ? Math.max(0, amount - wallet.balance) : 0;
  return (
    <Card as="section" tone="accent" padding="lg" aria-labelledby="wallet-pay-title" className="space-y-2" data-testid="wallet-pay-option" data-active={wallet.active}>
      <h2 id="wallet-pay-title" className="font-semibold">
        {t('payment.wallet.title')}
      </h2>
      {wallet.active ? (
        <>
          <p className="text-sm text-muted" data-testid="wallet-pay-balance">
            {t('payment.wallet.balance', { balance: formatRupiah(wallet.balance) })}
            {short > 0 && <span className="ml-1 font-semibold text-warning">· {t('payment.wallet.short', { amount: formatRupiah(short) })}</span>}
          </p>
          <LinkButton to={short > 0 ? `/wallet?next=${encodeURIComponent(confirm)}` : confirm} variant={short > 0 ? 'outline' : 'primary'} data-testid="wallet-pay-link">
            {short > 0 ? t('payment.wallet.topUp') : t('payment.wallet.pay')}
          </LinkButton>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('payment.wallet.inactive')}</p>
          <LinkButton to={`/wallet/register/confirmation?next=${encodeURIComponent(confirm)}`} variant="outline" data-testid="wallet-pay-link">
            {t('payment.wallet.activate')}
          </LinkButton>
        </>
      )}
    </Card>
  );
}
