import { data } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { MyVouchers } from '~/features/vouchers/my-vouchers';
import { voucherAction } from '~/features/vouchers/voucher-actions.server';
import { loadMyVouchers } from '~/features/vouchers/vouchers.server';
import type { Route } from './+types/profile.voucher';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyVouchers(request, context);
}

/** Saving a voucher on offer (ADR 012). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'voucher-collect') throw data(null, { status: 400 });
  return voucherAction(request, context, 'voucher-collect', form);
}

export default function ProfileVoucherPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profileVoucher.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profileVoucher.title')}
      </h1>
      <MyVouchers {...loaderData} />
    </section>
  );
}
