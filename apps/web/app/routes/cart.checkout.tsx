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
import type { Route } from './+types/cart.checkout';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

/** `confirm`, and the address form's intents for an address added without leaving checkout (ADR 012). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (isAddressIntent(intent)) return addressAction(request, context, intent, form);
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
        renderAddressForm={(onSaved, onCancel) => <AddressForm onSaved={onSaved} onCancel={onCancel} makeDefault={loaderData.addresses.length === 0} />}
      />
    </section>
  );
}
