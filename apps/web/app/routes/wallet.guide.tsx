import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { WalletGuide } from '~/features/wallet/wallet-guide';
import { loadGuide } from '~/features/wallet/wallet.server';
import type { Route } from './+types/wallet.guide';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadGuide(request, context);
}

export default function WalletGuidePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.walletGuide.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('wallet.guide.title')}
      </h1>
      <WalletGuide wallet={loaderData.wallet} />
    </section>
  );
}
