import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { LinkButton } from '~/components/ui/button';
import { CheckIcon } from '~/components/ui/icons';
import { loadSuccess } from '~/features/wallet/wallet.server';
import type { Route } from './+types/wallet.success';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSuccess(request, context);
}

/** After activation or a credited top-up: what happened, the balance, and the way on. */
export default function WalletSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, amount, balance, next } = loaderData;
  const title = kind === 'activated' ? t('wallet.success.activatedTitle') : t('wallet.success.topUpTitle');
  return (
    <section aria-labelledby="page-title" className="space-y-4" data-testid="wallet-success" data-kind={kind}>
      <PageMeta title={t('pages.walletSuccess.title')} />
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-50 text-success">
        <CheckIcon className="h-8 w-8" />
      </span>
      <h1 id="page-title" className="text-xl font-bold text-ink">
        {title}
      </h1>
      <p className="text-sm text-muted">{kind === 'activated' ? t('wallet.success.activatedBody') : t('wallet.success.topUpBody', { amount: formatRupiah(amount ?? 0) })}</p>
      <p className="font-semibold" data-testid="wallet-success-balance">
        {t('wallet.success.balance', { balance: formatRupiah(balance) })}
      </p>
      <div className="flex flex-col gap-2">
        {next && (
          <LinkButton to={next} className="w-full py-2.5" data-testid="wallet-success-next">
            {t('wallet.continueTo')}
          </LinkButton>
        )}
        {kind === 'activated' && !next ? (
          <LinkButton to="/wallet#top-up-title" className="w-full py-2.5">
            {t('wallet.success.topUpNow')}
          </LinkButton>
        ) : null}
        <LinkButton to={next ? `/wallet?next=${encodeURIComponent(next)}` : '/wallet'} variant={next || kind === 'activated' ? 'outline' : 'primary'} className="w-full py-2.5">
          {t('wallet.success.toWallet')}
        </LinkButton>
      </div>
    </section>
  );
}
