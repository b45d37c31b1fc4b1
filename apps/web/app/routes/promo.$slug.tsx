import { data } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { PromoList } from '~/features/promotions/promo-list';
import { PromoView } from '~/features/promotions/promo-view';
import { loadPromo, loadPromos } from '~/features/promotions/promotions.server';
import { voucherAction } from '~/features/vouchers/voucher-actions.server';
import { CollectButton } from '~/features/vouchers/collect-button';
import { VoucherCard, VoucherList } from '~/features/vouchers/voucher-card';
import type { Route } from './+types/promo.$slug';

/** /promo lists the running promotions; /promo/{slug} is one of them (SPEC §2: the optional child of /promo). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return params.slug ? loadPromo(request, context, params.slug) : loadPromos(request, context);
}

/** Saving one of the promotion's vouchers (ADR 012). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'voucher-collect') throw data(null, { status: 400 });
  return voucherAction(request, context, 'voucher-collect', form);
}

export default function PromoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.view === 'detail') {
    const { promo } = loaderData;
    return (
      <>
        <PageMeta title={promo.title} description={promo.summary} />
        <PromoView
          promo={promo}
          renderVouchers={(vouchers, label) => <VoucherList vouchers={vouchers} label={label} render={(voucher) => <VoucherCard voucher={voucher} action={<CollectButton voucher={voucher} />} />} />}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageMeta title={t('pages.promo.title')} description={t('promo.lead')} />
      <PageHeader title={t('pages.promo.title')}>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('promo.lead')}</p>
      </PageHeader>
      <PromoList list={loaderData.list} />
    </section>
  );
}
