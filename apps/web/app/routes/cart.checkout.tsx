import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { AddressSummary } from '~/features/addresses/address-card';
import { AddressForm } from '~/features/addresses/address-form';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { addressAction } from '~/features/addresses/address-actions.server';
import { isAddressIntent } from '~/features/addresses/address-intents';
import { confirmCheckout } from '~/features/checkout/checkout-actions.server';
import { loadCheckout } from '~/features/checkout/checkout.server';
import { voucherAction } from '~/features/vouchers/voucher-actions.server';
import { isVoucherIntent } from '~/features/vouchers/voucher-intents';
import { LoyaltyField } from '~/features/loyalty/loyalty-field';
import { loyaltyAction } from '~/features/loyalty/loyalty-actions.server';
import { loadCheckoutLoyalty } from '~/features/loyalty/loyalty.server';
import { isLoyaltyIntent } from '~/features/loyalty/loyalty-intents';
import { VoucherField } from '~/features/vouchers/voucher-field';
import type { Route } from './+types/cart.checkout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const checkout = loadCheckout(request, context);
  // Points and coins are read beside the order; their worth needs its pharmacy.
  const [page, loyalty] = await Promise.all([checkout, loadCheckoutLoyalty(request, context, checkout.then((c) => c.order.store.id))]);
  return { ...page, loyalty };
}

/** `confirm`, the address form's intents for an address added without leaving checkout, the voucher field's and the points and coins' (ADR 012). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (isAddressIntent(intent)) return addressAction(request, context, intent, form);
  if (isVoucherIntent(intent)) return voucherAction(request, context, intent, form);
  if (isLoyaltyIntent(intent)) return loyaltyAction(request, context, intent, form);
  return confirmCheckout(request, context, form);
}

export default function CartCheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.checkout.title')} />
      <PageHeader title={t('pages.checkout.title')} />
      <CheckoutPage
        {...loaderData}
        renderAddress={(address) => <AddressSummary address={address} />}
        voucherField={<VoucherField orderId={loaderData.order.id} />}
        loyaltyField={<LoyaltyField loyalty={loaderData.loyalty} />}
        renderAddressForm={(onSaved, onCancel) => <AddressForm onSaved={onSaved} onCancel={onCancel} makeDefault={loaderData.addresses.length === 0} />}
      />
    </section>
  );
}
