import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { LinkButton } from '~/components/ui/button';
import { PaymentMark } from '~/features/payments/payment-marks';
import { AllInstructions } from '~/features/wallet/channel-instructions';
import { TopUpInstruction } from '~/features/wallet/top-up-instruction';
import { loadInstruction } from '~/features/wallet/wallet.server';
import type { Route } from './+types/wallet.instruction.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInstruction(request, context, params.id);
}

export default function WalletInstructionIdPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { topUp, methods, next } = loaderData;
  const title = topUp ? t('wallet.instruction.title') : t('wallet.instruction.allTitle');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.walletInstruction.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {title}
      </h1>
      {topUp ? (
        <TopUpInstruction key={topUp.id} topUp={topUp} method={methods[0] ?? null} next={next} renderMark={(channel) => <PaymentMark channel={channel} />} />
      ) : (
        <>
          <AllInstructions methods={methods} renderMark={(channel) => <PaymentMark channel={channel} />} />
          <LinkButton to="/wallet#top-up-title" className="w-full sm:w-auto sm:px-10">
            {t('wallet.instruction.startTopUp')}
          </LinkButton>
        </>
      )}
    </section>
  );
}
