import { Outlet, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ProductCardActionProvider } from '~/components/catalog/product-card-action';
import { Container } from '~/components/ui/container';
import { CardAddButton } from '~/features/cart/card-add-button';
import { loadCartCounter } from '~/features/cart/cart.server';
import { useGuestCartMirror } from '~/features/cart/use-guest-cart-mirror';
import { ChatTopBarLink } from '~/features/chat/chat-unread-badge';
import { ChatbotWidget } from '~/features/chatbot/chatbot-widget';
import { Footer } from '~/features/layout/footer/footer';
import { wantsDarkNav } from '~/features/layout/page-handle';
import { SkipLink } from '~/features/layout/skip-link';
import { TopBar } from '~/features/layout/top-bar/top-bar';
import { NewsletterBox } from '~/features/newsletter/newsletter-box';
import { NotificationBell } from '~/features/notifications/notification-bell';
import type { Route } from './+types/default';

/** The top bar's cart number comes with the page, so it shows without scripts and follows every cart write. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCartCounter(request, context);
}

/** The cart changes only through an action (every write is one, ADR 012), not on a link's click. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

const cardAction = (product: Parameters<typeof CardAddButton>[0]['product']) => <CardAddButton product={product} />;

/** Top bar, content up to 1200 px, footer and the chat-bot button; product cards inside get the cart's add button. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const dark = wantsDarkNav(useMatches());
  const cartCount = loaderData.cartCount;
  useGuestCartMirror(cartCount);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar dark={dark} cartCount={cartCount} bell={<NotificationBell dark={dark} />} chat={<ChatTopBarLink dark={dark} />} />
      <main id="main" className="flex-1">
        <Container className="py-6">
          <ProductCardActionProvider action={cardAction}>
            <Outlet />
          </ProductCardActionProvider>
        </Container>
      </main>
      <Footer newsletter={<NewsletterBox />} />
      <ChatbotWidget />
    </div>
  );
}
