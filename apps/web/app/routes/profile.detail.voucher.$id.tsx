import { data } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { VoucherDetail } from '~/features/vouchers/voucher-detail';
import { voucherAction } from '~/features/vouchers/voucher-actions.server';
import { loadVoucherDetail } from '~/features/vouchers/vouchers.server';
import type { Route } from './+types/profile.detail.voucher.$id';

/** Without an id there is no voucher to show: the list of them (SPEC §2's optional {id}). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadVoucherDetail(request, context, params.id);
}

/** Saving this voucher (ADR 012). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'voucher-collect') throw data(null, { status: 400 });
  return voucherAction(request, context, 'voucher-collect', form);
}

export default function ProfileDetailVoucherIdPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { voucher } = loaderData;
  return (
    <>
      <PageMeta title={`${voucher.title} · ${t('pages.profileVoucherDetail.title')}`} description={voucher.description} />
      <VoucherDetail voucher={voucher} />
    </>
  );
}
