import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of SPEC §2, grouped by layout. `protected` needs a signed-in user (a guest goes to
 * /auth?redirect=…); `guest-only` sends a signed-in user home. A layout file used more than once
 * needs its own id each time.
 */
const guarded = (id: string, children: ReturnType<typeof route>[]) => layout('routes/layouts/protected.tsx', { id: `protected-${id}` }, children);

export default [
  // Resource and action-only routes.
  route('locale', 'routes/locale.ts'),
  route('store', 'routes/store.ts'),
  route('auth/logout', 'routes/auth.logout.ts'),
  route('newsletter', 'routes/newsletter.ts'),
  // The prescription's PDF itself, framed by /prescription/pdf/{slug} (features/prescriptions/prescription-pdf.server.ts).
  route('prescription/pdf/:slug/file', 'routes/prescription.pdf.$slug.file.ts'),
  route('.well-known/assetlinks.json', 'routes/well-known.assetlinks.ts'),
  route('.well-known/apple-app-site-association', 'routes/well-known.apple-app-site-association.ts'),
  // What the service worker shows when the network is gone: no layout, no loader, no scripts.
  route('offline', 'routes/offline.tsx'),

  layout('routes/layouts/auth.tsx', [
    layout('routes/layouts/guest-only.tsx', [
      route('auth', 'routes/auth.tsx'),
      route('auth/login', 'routes/auth.login.tsx'),
      route('auth/register', 'routes/auth.register.tsx'),
      route('auth/register_backup', 'routes/auth.register_backup.tsx'),
      route('auth/password', 'routes/auth.password.tsx'),
      route('auth/password/confirm', 'routes/auth.password.confirm.tsx'),
      route('auth/password/reset', 'routes/auth.password.reset.tsx'),
    ]),
  ]),

  layout('routes/layouts/default.tsx', [
    layout('routes/layouts/page-errors.tsx', [
      index('routes/_index.tsx'),
      route('about-us', 'routes/about-us.tsx'),
      route('term-condition', 'routes/term-condition.tsx'),
      route('privacy', 'routes/privacy.tsx'),
      route('advertise', 'routes/advertise.tsx'),
      route('faq', 'routes/faq.tsx'),
      route('articles', 'routes/articles.tsx'),
      route('articles/:slug', 'routes/articles.$slug.tsx'),
      route('brand', 'routes/brand.tsx'),
      route('brand/:id', 'routes/brand.$id.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('doctor', 'routes/doctor.tsx'),
      route('doctor/:id', 'routes/doctor.$id.tsx'),
      route('campaign/detail/:slug?', 'routes/campaign.detail.$slug.tsx'),
      route('pharmacy', 'routes/pharmacy.tsx'),
      route('pharmacy/:slug', 'routes/pharmacy.$slug.tsx'),
      route('product', 'routes/product.tsx'),
      route('product/:slug', 'routes/product.$slug.tsx'),
      route('promo', 'routes/promo.tsx', [route(':slug?', 'routes/promo.$slug.tsx')]),
      route('search', 'routes/search.tsx'),

      guarded('default', [
        route('backup', 'routes/backup.tsx'),
        route('cart/checkout', 'routes/cart.checkout.tsx'),
        route('doctor/appointment', 'routes/doctor.appointment.tsx'),
        route('doctor/consultation', 'routes/doctor.consultation.tsx'),
        route('health-tracker', 'routes/health-tracker.tsx'),
        route('messages', 'routes/messages.tsx'),
        route('notification', 'routes/notification.tsx'),
        route('order', 'routes/order.tsx'),
        route('order/summary/:id?', 'routes/order.summary.$id.tsx'),
        route('prescription', 'routes/prescription.tsx'),
        route('prescription/upload', 'routes/prescription.upload.tsx'),
        route('prescription/:slug', 'routes/prescription.$slug.tsx'),
        route('profile', 'routes/profile.tsx', [
          index('routes/profile._index.tsx'),
          route('address', 'routes/profile.address.tsx'),
          route('coins-history', 'routes/profile.coins-history.tsx'),
          route('health', 'routes/profile.health.tsx'),
          route('poin-history', 'routes/profile.poin-history.tsx'),
          route('transaction-detail', 'routes/profile.transaction-detail.tsx'),
          route('transaction-history', 'routes/profile.transaction-history.tsx'),
          route('voucher', 'routes/profile.voucher.tsx'),
          route('detail/voucher/:id?', 'routes/profile.detail.voucher.$id.tsx'),
        ]),
      ]),

      // Anything unmatched: a 404 inside the shop's frame.
      route('*', 'routes/$.tsx'),
    ]),
  ]),

  layout('routes/layouts/payment.tsx', [
    guarded('payment', [
      route('payment', 'routes/payment.tsx'),
      route('payment/:slug', 'routes/payment.$slug.tsx'),
      route('order/:slug/payment', 'routes/order.$slug.payment.tsx'),
    ]),
  ]),

  layout('routes/layouts/success.tsx', [
    guarded('success', [
      route('wallet/success', 'routes/wallet.success.tsx'),
      route('order/wallet/confrim/:slug?', 'routes/order.wallet.confrim.$slug.tsx'),
    ]),
  ]),

  layout('routes/layouts/wallet.tsx', [
    guarded('wallet', [
      route('wallet', 'routes/wallet.tsx'),
      route('wallet/guide', 'routes/wallet.guide.tsx'),
      route('wallet/instruction/:id?', 'routes/wallet.instruction.$id.tsx'),
      route('wallet/register/confirmation', 'routes/wallet.register.confirmation.tsx'),
      // Not in the SPEC: the holder's identity verification for the higher cap (docs/spec-deviations.md).
      route('wallet/verification', 'routes/wallet.verification.tsx'),
    ]),
  ]),

  layout('routes/layouts/blank.tsx', [
    guarded('blank', [
      route('messages/appointment/:slug?', 'routes/messages.appointment.$slug.tsx'),
      route('messages/doctor/:slug?', 'routes/messages.doctor.$slug.tsx'),
      route('messages/pharmacy/:slug?', 'routes/messages.pharmacy.$slug.tsx'),
      route('prescription/pdf/:slug?', 'routes/prescription.pdf.$slug.tsx'),
    ]),
  ]),

  // The operations side (ARCHITECTURE §1): its own frame, gated by the `console` scope.
  route('console', 'routes/console.tsx', [
    index('routes/console._index.tsx'),
    route('prescriptions', 'routes/console.prescriptions.tsx'),
    route('prescriptions/:id', 'routes/console.prescriptions.$id.tsx'),
    route('chat', 'routes/console.chat.tsx'),
    route('chat/:id', 'routes/console.chat.$id.tsx'),
    route('consultations', 'routes/console.consultations.tsx'),
    route('consultations/:id', 'routes/console.consultations.$id.tsx'),
    route('appointments', 'routes/console.appointments.tsx'),
    route('orders', 'routes/console.orders.tsx'),
    route('audit', 'routes/console.audit.tsx'),
    route('wallet-kyc', 'routes/console.wallet-kyc.tsx'),
    // Issue 15: people, the catalogue and the stock.
    route('users', 'routes/console.users.tsx'),
    route('users/:id', 'routes/console.users.$id.tsx'),
    route('catalog', 'routes/console.catalog.tsx'),
    route('catalog/import', 'routes/console.catalog.import.tsx'),
    route('catalog/:id', 'routes/console.catalog.$id.tsx'),
    route('taxonomy', 'routes/console.taxonomy.tsx'),
    route('stock', 'routes/console.stock.tsx'),
  ]),

  layout('routes/layouts/static.tsx', [
    route('portal', 'routes/portal.tsx'),
    route('portal/shopee', 'routes/portal.shopee.tsx'),
    route('dev/outbox', 'routes/dev.outbox.tsx'),
    route('dev/payments', 'routes/dev.payments.tsx'),
  ]),
] satisfies RouteConfig;
