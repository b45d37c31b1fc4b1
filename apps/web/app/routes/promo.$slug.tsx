import { PendingPage } from '~/components/pending-page';
import type { Route } from './+types/promo.$slug';

export default function PromoPage({ params }: Route.ComponentProps) {
  return <PendingPage page={params.slug ? 'promoDetail' : 'promo'} />;
}
