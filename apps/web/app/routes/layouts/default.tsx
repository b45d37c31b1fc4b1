import { Outlet, useMatches } from 'react-router';
import { ProductCardActionProvider } from '~/components/catalog/product-card-action';
import { Container } from '~/components/ui/container';
import { CardAddButton } from '~/features/cart/card-add-button';
import { useCartCounter } from '~/features/cart/use-cart-counter';
import { ChatbotWidget } from '~/features/chatbot/chatbot-widget';
import { Footer } from '~/features/layout/footer/footer';
import { wantsDarkNav } from '~/features/layout/page-handle';
import { SkipLink } from '~/features/layout/skip-link';
import { TopBar } from '~/features/layout/top-bar/top-bar';
import { NewsletterBox } from '~/features/newsletter/newsletter-box';
import { NotificationBell } from '~/features/notifications/notification-bell';

const cardAction = (product: Parameters<typeof CardAddButton>[0]['product']) => <CardAddButton product={product} />;

/** Top bar, content up to 1200 px, footer and the chat-bot button; product cards inside get the cart's add button. */
export default function DefaultLayout() {
  const dark = wantsDarkNav(useMatches());
  const cartCount = useCartCounter();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar dark={dark} cartCount={cartCount} bell={<NotificationBell dark={dark} />} />
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
