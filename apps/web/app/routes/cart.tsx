import { useTranslation } from '~/i18n/translate';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { CartPage } from '~/features/cart/cart-page';
import { cartAction } from '~/features/cart/cart-actions.server';
import { loadCart } from '~/features/cart/cart.server';
import type { Route } from './+types/cart';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCart(request, context);
}

/** Every cart write posts here: the cart page's own forms, and "add to cart" from any product. */
export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.cart.title')} />
      <PageHeader title={t('pages.cart.title')} />
      <CartPage cart={loaderData.cart} result={actionData} />
    </section>
  );
}
