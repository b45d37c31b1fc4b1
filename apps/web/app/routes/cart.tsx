import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { CartPage } from '~/features/cart/cart-page';
import { loadCart } from '~/features/cart/cart.server';
import type { Route } from './+types/cart';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCart(request, context);
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.cart.title')} />
      <PageHeader title={t('pages.cart.title')} />
      <CartPage initial={loaderData.cart} />
    </section>
  );
}
