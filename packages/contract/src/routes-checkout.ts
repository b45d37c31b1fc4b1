import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as orders from './orders.ts';
import { route } from './route-def.ts';

/**
 * The cart, checkout, order and payment calls of SPEC §7 (issue 4). Kept apart from `routes` until the
 * API serves them, because the OpenAPI test requires every entry of `routes` to be registered.
 */
export const checkoutRoutes = {
  // Cart (issue 4). Guest calls carry is_nologin + id_temp; signed-in calls a token.
  myCart: route({ method: 'GET', path: '/api/my/cart', query: cart.cartQuery, response: cart.cartResponse, auth: 'user', tags: ['cart'], summary: "The signed-in user's carts" }),
  guestCart: route({ method: 'GET', path: '/api/my/cartnologin', query: cart.cartQuery, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'A guest cart by id_temp' }),
  addToCart: route({ method: 'POST', path: '/api/cart/product/add', body: cart.addToCartBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'Add a product (guest or user)' }),
  mergeCart: route({ method: 'POST', path: '/api/my/cart/merge', body: cart.mergeCartBody, response: cart.cartResponse, auth: 'user', tags: ['cart'], summary: "Merge a guest cart into the user's after login" }),
  checkingStock: route({ method: 'POST', path: '/api/my/checking-stock', body: cart.checkingStockBody, response: cart.stockCheckResponse, auth: 'user', tags: ['cart'], summary: 'Check stock for a pharmacy cart' }),
  updateCartQuantity: route({ method: 'POST', path: '/api/cart/product/quantity/update', query: cart.storeQuery, body: cart.quantityUpdateBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'Set a line quantity' }),
  increaseCartItem: route({ method: 'POST', path: '/api/cart/product/increase', query: cart.storeQuery, body: cart.stepBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'One more of a line' }),
  decreaseCartItem: route({ method: 'POST', path: '/api/cart/product/decrease', query: cart.storeQuery, body: cart.stepBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'One fewer of a line (removes it at zero)' }),
  removeCartItem: route({ method: 'POST', path: '/api/cart/product/remove', body: cart.removeBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'Remove lines or clear a pharmacy cart' }),
  checkout: route({ method: 'POST', path: '/api/cart/product/checkout', body: cart.checkoutBody, response: cart.checkoutResponse, auth: 'user', tags: ['cart'], summary: 'Reserve stock and open an order' }),
  buyNow: route({ method: 'POST', path: '/api/products/:id/buy', params: catalog.idOrSlugParams, body: orders.buyNowBody, response: cart.checkoutResponse, auth: 'user', tags: ['cart'], summary: 'Check out one product straight away' }),

  // Checkout, orders, payments, delivery (issue 4)
  shipmentTypes: route({ method: 'GET', path: '/api/shipment-type/list', query: orders.shipmentTypesQuery, response: orders.shipmentTypesResponse, auth: 'guest', tags: ['checkout'], summary: 'Delivery options with cost' }),
  paymentChannels: route({ method: 'GET', path: '/api/payment-method/channels-list', response: orders.paymentMethodsResponse, auth: 'guest', tags: ['checkout'], summary: 'QRIS and virtual accounts' }),
  confirmOrder: route({ method: 'POST', path: '/api/order/:id/confirm', params: orders.orderIdParams, body: orders.confirmOrderBody, response: orders.confirmResponse, auth: 'user', tags: ['checkout'], summary: 'Choose address, delivery and payment; opens the payment' }),
  myOrders: route({ method: 'GET', path: '/api/my/order', query: orders.myOrdersQuery, response: orders.ordersResponse, auth: 'user', tags: ['orders'], summary: "The user's orders" }),
  myOrder: route({ method: 'GET', path: '/api/my/order/:id', params: orders.orderIdParams, response: orders.orderResponse, auth: 'user', tags: ['orders'], summary: 'One order with items, payment and timeline' }),
  cancelOrder: route({ method: 'POST', path: '/api/my/order/:id/cancel', params: orders.orderIdParams, response: orders.orderResponse, auth: 'user', tags: ['orders'], summary: 'Cancel an unpaid order (stock returns)' }),
  paymentDetail: route({ method: 'GET', path: '/api/payment/detail/:id', params: orders.orderIdParams, response: orders.paymentDataResponse, auth: 'user', tags: ['payments'], summary: "An order's payment" }),
  paymentStatus: route({ method: 'GET', path: '/api/payment-status/:id', params: orders.orderIdParams, response: orders.paymentStatusResponse, auth: 'user', tags: ['payments'], summary: 'Payment status for polling' }),
  paymentMethodOfOrder: route({ method: 'GET', path: '/api/payment/method/:id', params: orders.orderIdParams, response: orders.paymentMethodsResponse, auth: 'user', tags: ['payments'], summary: "The order's payment method with how-to-pay steps" }),
  paymentSubmit: route({ method: 'POST', path: '/api/payment/submit/:token', params: orders.paymentTokenParams, body: orders.paymentSubmitBody, response: orders.paymentDataResponse, auth: 'user', tags: ['payments'], summary: 'Create or return the charge: qrisUrl, vaCode' }),
  paymentRefresh: route({ method: 'POST', path: '/api/payment/status/:id', params: orders.orderIdParams, response: orders.paymentDataResponse, auth: 'user', tags: ['payments'], summary: 'Ask the gateway again and return the payment' }),
  paymentShipments: route({ method: 'POST', path: '/api/payment/shipment/list/:token', params: orders.paymentTokenParams, response: orders.shipmentTypesResponse, auth: 'user', tags: ['payments'], summary: "Delivery options of the payment's order" }),
  anterajaTracking: route({ method: 'POST', path: '/api/shipping/anteraja/tracking', body: orders.trackingBody, response: orders.trackingResponse, auth: 'user', tags: ['orders'], summary: 'Track an order shipment' }),
  consoleOrders: route({ method: 'GET', path: '/api/console/orders', query: orders.consoleOrdersQuery, response: orders.ordersResponse, auth: { scope: 'orders:fulfil' }, tags: ['console'], summary: "The pharmacist's pharmacy orders" }),
  consoleOrderTransition: route({ method: 'POST', path: '/api/console/orders/:id/transition', params: orders.orderIdParams, body: orders.orderTransitionBody, response: orders.orderResponse, auth: { scope: 'orders:fulfil' }, tags: ['console'], summary: 'Move an order forward' }),
} as const;
