import type { z } from 'zod';
import * as accountSecurity from './account-security.ts';
import * as addresses from './addresses.ts';
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as brands from './brands.ts';
import * as cart from './cart.ts';
import * as appointments from './appointments.ts';
import * as chat from './chat.ts';
import * as consultations from './consultations.ts';
import * as catalog from './catalog.ts';
import * as deliveryIssue from './delivery-issue.ts';
import * as doctors from './doctors.ts';
import * as files from './files.ts';
import * as orders from './orders.ts';
import * as pharmacies from './pharmacies.ts';
import * as prescriptions from './prescriptions.ts';
import * as notifications from './notifications.ts';
import * as campaigns from './campaigns.ts';
import * as wallet from './wallet.ts';
import * as loyalty from './loyalty.ts';
import * as vouchers from './vouchers.ts';
import * as walletKyc from './wallet-kyc.ts';
import * as promotions from './promotions.ts';
import * as people from './people.ts';
import { outboxQuery, outboxResponse } from './dev.ts';
import { healthResponse } from './health.ts';
import { route } from './route-def.ts';
import { articleRoutes } from './articles.routes.ts';
import { infoPageRoutes } from './info-pages.routes.ts';
import { healthTrackerRoutes } from './health-tracker.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { privacyRoutes } from './privacy-rights.routes.ts';
import { catalogAdminRoutes } from './catalog-admin.routes.ts';
import { stockRoutes } from './stock.routes.ts';

export type { RouteAuth, RouteCache, RouteDef } from './route-def.ts';

/** The route table of SPEC §7: one entry per call, used by the API to register and by the web client to call. */
export const routes = {
  health: route({ method: 'GET', path: '/api/health', response: healthResponse, auth: 'guest', tags: ['system'], summary: 'Liveness and readiness' }),

  login: route({ method: 'POST', path: '/api/login', body: auth.loginBody, response: auth.loginResponse, auth: 'guest', tags: ['auth'], summary: 'Sign in by e-mail or phone' }),
  register: route({ method: 'POST', path: '/api/register', body: auth.registerBody, response: auth.registerResponse, auth: 'guest', tags: ['auth'], summary: 'Create an account; sends an OTP' }),
  confirmOtp: route({ method: 'POST', path: '/api/confirm-otp', body: auth.confirmOtpBody, response: auth.confirmOtpResponse, auth: 'guest', tags: ['auth'], summary: 'Confirm a registration or password-reset OTP' }),
  resendOtp: route({ method: 'POST', path: '/api/resend-otp', body: auth.resendOtpBody, response: auth.registerResponse, auth: 'guest', tags: ['auth'], summary: 'Send a fresh OTP for a challenge' }),
  resetPassword: route({ method: 'POST', path: '/api/reset-password', body: auth.resetPasswordBody, response: auth.resetPasswordResponse, auth: 'guest', tags: ['auth'], summary: 'Start a password reset; sends an OTP' }),
  setPassword: route({ method: 'POST', path: '/api/set-password', body: auth.setPasswordBody, response: auth.setPasswordResponse, auth: 'guest', tags: ['auth'], summary: 'Set a new password with a reset token' }),
  logout: route({ method: 'POST', path: '/api/logout', response: auth.logoutResponse, auth: 'user', tags: ['auth'], summary: 'Revoke the current token' }),
  profile: route({ method: 'GET', path: '/api/my/profile', response: auth.profileResponse, auth: 'user', tags: ['user'], summary: 'The signed-in user' }),
  myConsents: route({ method: 'GET', path: '/api/my/consents', response: auth.consentsResponse, auth: 'user', tags: ['user'], summary: 'The terms and privacy-policy versions the user accepted, when and how' }),

  // Account security (issue 7)
  changePassword: route({ method: 'POST', path: '/api/my/password', body: accountSecurity.changePasswordBody, response: accountSecurity.changePasswordResponse, auth: 'user', tags: ['user'], summary: 'Change the password with the current one; signs out every other device' }),
  mySessions: route({ method: 'GET', path: '/api/my/sessions', response: accountSecurity.accountSessionsResponse, auth: 'user', tags: ['user'], summary: 'Signed-in devices, most recently used first' }),
  revokeSession: route({ method: 'DELETE', path: '/api/my/sessions/:id', params: accountSecurity.sessionIdParams, response: accountSecurity.revokedSessionsResponse, auth: 'user', tags: ['user'], summary: 'Sign out one device' }),
  revokeSessions: route({ method: 'DELETE', path: '/api/my/sessions', query: accountSecurity.revokeSessionsQuery, response: accountSecurity.revokedSessionsResponse, auth: 'user', tags: ['user'], summary: 'Sign out every other device (include_current=1: this one too)' }),

  socialNetworks: route({ method: 'GET', path: '/api/social-networks', query: auth.socialNetworksQuery, response: auth.socialNetworksResponse, auth: 'guest', cache: 'public', tags: ['content'], summary: 'Social links for the footer' }),
  subscribe: route({ method: 'POST', path: '/api/subscribe', body: auth.subscribeBody, response: auth.subscribeResponse, auth: 'guest', tags: ['content'], summary: 'Newsletter sign-up' }),

  devOutbox: route({ method: 'GET', path: '/api/dev/outbox', query: outboxQuery, response: outboxResponse, auth: 'guest', tags: ['dev'], summary: 'Sandbox messages (only while messaging is the sandbox)' }),

  // Catalogue (issue 3)
  products: route({ method: 'GET', path: '/api/products', query: catalog.productsQuery, response: catalog.productsResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Products with filters, facets, sort and paging' }),
  productSuggestions: route({ method: 'GET', path: '/api/products/search-suggestion', query: catalog.suggestionQuery, response: catalog.suggestionsResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Typo-tolerant suggestions while typing' }),
  promotedProducts: route({ method: 'GET', path: '/api/products/promoted', query: catalog.listQuery, response: catalog.productListResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Products on promotion (never obat keras)' }),
  productBySku: route({ method: 'GET', path: '/api/products/sku/:sku', params: catalog.skuParams, query: catalog.productDetailQuery, response: catalog.productResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'A product by SKU' }),
  product: route({ method: 'GET', path: '/api/products/:id', params: catalog.idOrSlugParams, query: catalog.productDetailQuery, response: catalog.productResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'A product by id or slug' }),
  relatedProducts: route({ method: 'GET', path: '/api/products/:id/related', params: catalog.idOrSlugParams, query: catalog.listQuery, response: catalog.productListResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Products related to one' }),
  productCategories: route({ method: 'GET', path: '/api/product-categories', query: catalog.categoriesQuery, response: catalog.categoriesResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Categories, filter[key]=value' }),
  productSubCategories: route({ method: 'GET', path: '/api/product-categories/:id/sub-categories', params: catalog.idOrSlugParams, response: catalog.categoriesResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Sub-categories of a category' }),
  productSegments: route({ method: 'GET', path: '/api/product-categories/:id/segments', params: catalog.idOrSlugParams, response: catalog.categoriesResponse, auth: 'guest', cache: 'public', tags: ['catalog'], summary: 'Segments under a category or sub-category' }),

  brands: route({ method: 'GET', path: '/api/brands', query: brands.brandsQuery, response: brands.brandsResponse, auth: 'guest', cache: 'public', tags: ['brands'], summary: 'Brands A–Z with paging' }),
  popularBrands: route({ method: 'GET', path: '/api/brands/popular', query: catalog.listQuery, response: brands.popularBrandsResponse, auth: 'guest', cache: 'public', tags: ['brands'], summary: 'Popular brands' }),
  brand: route({ method: 'GET', path: '/api/brands/:id', params: catalog.idOrSlugParams, response: brands.brandResponse, auth: 'guest', cache: 'public', tags: ['brands'], summary: 'A brand by id or slug' }),
  brandProducts: route({ method: 'GET', path: '/api/brands/:id/products', params: catalog.idOrSlugParams, query: catalog.productsQuery, response: catalog.productsResponse, auth: 'guest', cache: 'public', tags: ['brands'], summary: "A brand's products" }),

  pharmacies: route({ method: 'GET', path: '/api/pharmacies', query: pharmacies.pharmaciesQuery, response: pharmacies.pharmaciesResponse, auth: 'guest', cache: 'public', tags: ['pharmacies'], summary: 'Pharmacies, 70 a page, nearest first when lat/lng are given' }),
  nearestPharmacies: route({ method: 'GET', path: '/api/pharmacies/nearest', query: pharmacies.nearestQuery, response: pharmacies.pharmacyListResponse, auth: 'guest', cache: 'guest', tags: ['pharmacies'], summary: 'Nearest pharmacies with distance' }),
  pharmacyCities: route({ method: 'GET', path: '/api/pharmacies/cities', response: pharmacies.pharmacyCitiesResponse, auth: 'guest', cache: 'public', tags: ['pharmacies'], summary: 'Cities that have a pharmacy, with how many' }),
  recommendedPharmacies: route({ method: 'GET', path: '/api/pharmacies/recommended', query: pharmacies.recommendedQuery, response: pharmacies.pharmacyListResponse, auth: 'user', tags: ['pharmacies'], summary: 'Pharmacies recommended for the signed-in user' }),
  recommendedPharmaciesGuest: route({ method: 'GET', path: '/api/pharmacies/recommendednologin', query: pharmacies.recommendedQuery, response: pharmacies.pharmacyListResponse, auth: 'guest', cache: 'public', tags: ['pharmacies'], summary: 'Pharmacies recommended for a guest' }),
  pharmacy: route({ method: 'GET', path: '/api/pharmacies/:id', params: catalog.idOrSlugParams, response: pharmacies.pharmacyResponse, auth: 'guest', cache: 'public', tags: ['pharmacies'], summary: 'A pharmacy with its legal information and hours' }),
  checkOperation: route({ method: 'POST', path: '/api/pharmacies/checkoperation', body: pharmacies.checkOperationBody, response: pharmacies.checkOperationResponse, auth: 'guest', tags: ['pharmacies'], summary: "Open now? Next opening, on the pharmacy's clock (WIB, WITA or WIT)" }),

  // Doctors (issue 12; docs/decisions/027-doctors.md). `:id` is the doctor's id or slug.
  doctors: route({ method: 'GET', path: '/api/doctor', query: doctors.doctorsQuery, response: doctors.doctorsResponse, auth: 'guest', cache: 'public', tags: ['doctors'], summary: 'Doctors with filters (specialty, online now, fee, rating, gender, language), search, sort and paging' }),
  doctor: route({ method: 'GET', path: '/api/doctor/:id', params: catalog.idOrSlugParams, response: doctors.doctorResponse, auth: 'guest', cache: 'public', tags: ['doctors'], summary: "A doctor's profile: STR, facility, weekly schedule on their clock and the next times they practise" }),
  doctorReviews: route({ method: 'GET', path: '/api/doctor/:id/reviews', params: catalog.idOrSlugParams, query: doctors.doctorReviewsQuery, response: doctors.doctorReviewsResponse, auth: 'guest', cache: 'public', tags: ['doctors'], summary: "A doctor's reviews, newest first, reviewers' names masked" }),

  // Addresses and regions (issue 4)
  myAddresses: route({ method: 'GET', path: '/api/my/address', query: addresses.addressesQuery, response: addresses.addressesResponse, auth: 'user', tags: ['addresses'], summary: "The user's addresses; the default has default_address=1" }),
  myAddress: route({ method: 'GET', path: '/api/my/address/:id', params: addresses.addressIdParams, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'One address' }),
  createAddress: route({ method: 'POST', path: '/api/my/address', body: addresses.addressInput, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Add an address' }),
  updateAddress: route({ method: 'PUT', path: '/api/my/address/:id', params: addresses.addressIdParams, body: addresses.addressInput, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Change an address (JSON or form)' }),
  deleteAddress: route({ method: 'DELETE', path: '/api/my/address/:id', params: addresses.addressIdParams, response: addresses.addressDeletedResponse, auth: 'user', tags: ['addresses'], summary: 'Delete an address' }),
  setDefaultAddress: route({ method: 'PUT', path: '/api/my/address/:id/default', params: addresses.addressIdParams, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Make an address the default' }),
  addressDelivery: route({ method: 'GET', path: '/api/customer/address/delivery/:id', params: addresses.addressIdParams, response: addresses.addressDeliveryResponse, auth: 'user', tags: ['addresses'], summary: 'Delivery options to an address' }),
  provinces: route({ method: 'GET', path: '/api/provinces', response: addresses.provincesResponse, auth: 'guest', cache: 'public', tags: ['regions'], summary: 'Provinces (Kemendagri codes)' }),
  provinceCities: route({ method: 'GET', path: '/api/provinces/:id/cities', params: addresses.regionCodeParams, response: addresses.provinceCitiesResponse, auth: 'guest', cache: 'public', tags: ['regions'], summary: 'Cities and regencies of a province' }),
  cityDistricts: route({ method: 'GET', path: '/api/cities/:id/districts', params: addresses.regionCodeParams, response: addresses.cityDistrictsResponse, auth: 'guest', cache: 'public', tags: ['regions'], summary: 'Districts of a city' }),
  districtVillages: route({ method: 'GET', path: '/api/districts/:id/villages', params: addresses.regionCodeParams, response: addresses.districtVillagesResponse, auth: 'guest', cache: 'public', tags: ['regions'], summary: 'Villages of a district' }),
  cities: route({ method: 'GET', path: '/api/cities', query: addresses.citiesQuery, response: addresses.citiesListResponse, auth: 'guest', cache: 'public', tags: ['regions'], summary: 'Cities by name' }),

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
  selectCartItems: route({ method: 'POST', path: '/api/cart/product/select', body: cart.selectBody, response: cart.cartResponse, auth: 'guest', tags: ['cart'], summary: 'Tick or untick lines for checkout' }),
  checkout: route({ method: 'POST', path: '/api/cart/product/checkout', body: cart.checkoutBody, response: cart.checkoutResponse, auth: 'user', tags: ['cart'], summary: 'Reserve stock and open an order' }),
  buyNow: route({ method: 'POST', path: '/api/products/:id/buy', params: catalog.idOrSlugParams, body: orders.buyNowBody, response: cart.checkoutResponse, auth: 'user', tags: ['cart'], summary: 'Check out one product straight away' }),

  // Checkout, orders, payments, delivery (issue 4)
  shipmentTypes: route({ method: 'GET', path: '/api/shipment-type/list', query: orders.shipmentTypesQuery, response: orders.shipmentTypesResponse, auth: 'guest', tags: ['checkout'], summary: 'Delivery options with cost' }),
  paymentChannels: route({ method: 'GET', path: '/api/payment-method/channels-list', response: orders.paymentMethodsResponse, auth: 'guest', cache: 'public', tags: ['checkout'], summary: 'QRIS and virtual accounts' }),
  confirmOrder: route({ method: 'POST', path: '/api/order/:id/confirm', params: orders.orderIdParams, body: orders.confirmOrderBody, response: orders.confirmResponse, auth: 'user', tags: ['checkout'], summary: 'Choose address, delivery and payment; opens the payment' }),
  myOrders: route({ method: 'GET', path: '/api/my/order', query: orders.myOrdersQuery, response: orders.ordersResponse, auth: 'user', tags: ['orders'], summary: "The user's orders" }),
  myOrder: route({ method: 'GET', path: '/api/my/order/:id', params: orders.orderIdParams, response: orders.orderResponse, auth: 'user', tags: ['orders'], summary: 'One order with items, payment and timeline' }),
  myOrderInvoice: route({ method: 'GET', path: '/api/my/order/:id/invoice.pdf', params: orders.orderIdParams, response: orders.invoicePdf, auth: 'user', tags: ['orders'], summary: "A paid order's invoice as a PDF (issue 8; docs/spec-deviations.md)" }),
  buyAgain: route({ method: 'POST', path: '/api/my/order/:id/buy-again', params: orders.orderIdParams, response: orders.buyAgainResponse, auth: 'user', tags: ['orders'], summary: "Put an order's products into the cart again, within the cart's limits (issue 8)" }),
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
  consolePickupHandover: route({ method: 'POST', path: '/api/console/orders/:id/pickup', params: orders.orderIdParams, body: orders.pickupHandoverBody, response: orders.orderResponse, auth: { scope: 'orders:fulfil' }, tags: ['console'], summary: "Hand a pick-up order over with the customer's pick-up code" }),
  consoleDeliveryIssue: route({ method: 'POST', path: '/api/console/orders/:id/delivery-issue', params: orders.orderIdParams, body: deliveryIssue.raiseDeliveryIssueBody, response: orders.orderResponse, auth: { scope: 'orders:fulfil' }, tags: ['console'], summary: 'Ask the customer to fix the delivery address of a paid order (masalah alamat)' }),
  consoleAudit: route({ method: 'GET', path: '/api/console/audit', query: audit.auditQuery, response: audit.auditResponse, auth: { scope: 'audit:read' }, tags: ['console'], summary: 'The console audit log: who decided what, when, before and after (admin only)' }),
  resolveDeliveryIssue: route({ method: 'POST', path: '/api/orders/:id/delivery-issue/resolve', params: orders.orderIdParams, body: deliveryIssue.resolveDeliveryIssueBody, response: orders.orderResponse, auth: 'user', tags: ['orders'], summary: "The customer's answer to a delivery issue: another address, or pick-up with the shipping fee refunded" }),
  // Private uploads (issue 10): an upload ticket, then a multipart upload (fields first, then `file` parts)
  uploadTicket: route({ method: 'POST', path: '/api/files/ticket', body: files.uploadTicketBody, response: files.uploadTicketResponse, auth: 'user', tags: ['files'], summary: 'An upload ticket (preset, api_key, timestamp, limits, signature) for POST /api/files' }),
  uploadFiles: route({ method: 'POST', path: '/api/files', response: files.uploadFilesResponse, auth: 'user', tags: ['files'], summary: 'Upload files (multipart: the ticket fields, then `file` parts); typed by their bytes, images re-encoded' }),
  file: route({ method: 'GET', path: '/api/files/:id', params: files.fileIdParams, response: files.fileResponse, auth: 'user', tags: ['files'], summary: 'One of your files with a fresh signed, short-lived URL' }),
  // Prescriptions (issue 10; docs/decisions/022-prescriptions.md)
  prescriptions: route({ method: 'GET', path: '/api/prescriptions', query: prescriptions.prescriptionsQuery, response: prescriptions.prescriptionsResponse, auth: 'user', tags: ['prescriptions'], summary: 'Your prescriptions, newest first (status filter)' }),
  createPrescription: route({ method: 'POST', path: '/api/prescriptions', body: prescriptions.createPrescriptionBody, response: prescriptions.createPrescriptionResponse, auth: 'user', tags: ['prescriptions'], summary: 'Submit a prescription: uploaded files, patient, doctor, date, notes and the pharmacy to serve it' }),
  prescription: route({ method: 'GET', path: '/api/prescriptions/:id', params: prescriptions.prescriptionIdParams, response: prescriptions.prescriptionResponse, auth: 'user', tags: ['prescriptions'], summary: 'One of your prescriptions with its files, items and timeline' }),
  prescriptionPdf: route({ method: 'GET', path: '/api/prescriptions/pdf/:id', params: prescriptions.prescriptionIdParams, response: prescriptions.prescriptionPdf, auth: 'user', tags: ['prescriptions'], summary: "The pharmacy's salinan resep as a PDF (the owner, or staff of its pharmacy)" }),
  prescriptionClarification: route({ method: 'POST', path: '/api/prescriptions/:id/clarification', params: prescriptions.prescriptionIdParams, body: prescriptions.clarificationAnswerBody, response: prescriptions.prescriptionResponse, auth: 'user', tags: ['prescriptions'], summary: "Answer the pharmacist's question; review resumes" }),
  prescriptionViews: route({ method: 'GET', path: '/api/prescriptions/:id/views', params: prescriptions.prescriptionIdParams, response: prescriptions.prescriptionViewsResponse, auth: 'user', tags: ['prescriptions'], summary: 'Which staff read your prescription and when (UU PDP 27/2022)' }),
  prescriptionPharmacy: route({ method: 'POST', path: '/api/prescriptions/:id/pharmacy', params: prescriptions.prescriptionIdParams, body: prescriptions.prescriptionPharmacyBody, response: prescriptions.prescriptionResponse, auth: 'user', tags: ['prescriptions'], summary: 'Send your e-prescription to another pharmacy while nothing of it is bought or held (issue 12)' }),
  prescriptionAddToCart: route({ method: 'POST', path: '/api/prescriptions/:id/add-to-cart', params: prescriptions.prescriptionIdParams, body: prescriptions.prescriptionAddToCartBody, response: prescriptions.prescriptionAddToCartResponse, auth: 'user', tags: ['prescriptions'], summary: "Put the approved items' remaining quantities (or the chosen ones) into the cart at its pharmacy" }),
  consolePrescriptions: route({ method: 'GET', path: '/api/console/prescriptions', query: prescriptions.consolePrescriptionsQuery, response: prescriptions.consolePrescriptionsResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: "The pharmacist's pharmacy's prescriptions, oldest first, with waiting time (default: submitted and in review)" }),
  consolePrescription: route({ method: 'GET', path: '/api/console/prescriptions/:id', params: prescriptions.prescriptionIdParams, response: prescriptions.consolePrescriptionResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'One prescription of your pharmacy (the read is logged for its owner)' }),
  consolePrescriptionPdf: route({ method: 'GET', path: '/api/console/prescriptions/:id/pdf', params: prescriptions.prescriptionIdParams, response: prescriptions.prescriptionPdf, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'The salinan resep PDF of a prescription of your pharmacy (the read is logged)' }),
  consolePrescriptionReview: route({ method: 'POST', path: '/api/console/prescriptions/:id/review', params: prescriptions.prescriptionIdParams, response: prescriptions.consolePrescriptionResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'Take a submitted prescription into review' }),
  consolePrescriptionApprove: route({ method: 'POST', path: '/api/console/prescriptions/:id/approve', params: prescriptions.prescriptionIdParams, body: prescriptions.approvePrescriptionBody, response: prescriptions.consolePrescriptionResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'Approve: catalogue products, quantities and signa, under your name and SIPA, valid until a day' }),
  consolePrescriptionReject: route({ method: 'POST', path: '/api/console/prescriptions/:id/reject', params: prescriptions.prescriptionIdParams, body: prescriptions.rejectPrescriptionBody, response: prescriptions.consolePrescriptionResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'Reject with a reason the customer reads' }),
  consolePrescriptionClarify: route({ method: 'POST', path: '/api/console/prescriptions/:id/clarify', params: prescriptions.prescriptionIdParams, body: prescriptions.clarifyPrescriptionBody, response: prescriptions.consolePrescriptionResponse, auth: { scope: 'prescriptions:verify' }, tags: ['console'], summary: 'Ask the customer a question; review resumes when they answer' }),
  // Notifications, web push and campaigns (issue 11; docs/decisions/025-notifications-and-campaigns.md)
  myNotifications: route({ method: 'GET', path: '/api/my/notifications', query: notifications.notificationsQuery, response: notifications.notificationsResponse, auth: 'user', tags: ['notifications'], summary: 'Your notifications, newest first (unread=1: only unread), with the unread counter' }),
  updateNotification: route({ method: 'POST', path: '/api/my/notifications/update', body: notifications.updateNotificationBody, response: notifications.updateNotificationResponse, auth: 'user', tags: ['notifications'], summary: 'Mark one of your notifications updated (read)' }),
  readAllNotifications: route({ method: 'POST', path: '/api/my/notifications/read-all', response: notifications.readAllNotificationsResponse, auth: 'user', tags: ['notifications'], summary: 'Mark all your notifications read' }),
  pushKey: route({ method: 'GET', path: '/api/push/key', response: notifications.pushKeyResponse, auth: 'guest', cache: 'public', tags: ['notifications'], summary: "The server's VAPID public key for web push subscriptions" }),
  pushSubscribe: route({ method: 'POST', path: '/api/my/push/subscribe', body: notifications.pushSubscribeBody, response: notifications.pushSubscriptionResponse, auth: 'user', tags: ['notifications'], summary: "Receive web push on this browser (PushSubscription.toJSON())" }),
  pushUnsubscribe: route({ method: 'POST', path: '/api/my/push/unsubscribe', body: notifications.pushUnsubscribeBody, response: notifications.pushSubscriptionResponse, auth: 'user', tags: ['notifications'], summary: 'Stop web push to this browser' }),
  campaign: route({ method: 'GET', path: '/api/campaigns/:id', params: campaigns.campaignIdParams, response: campaigns.campaignResponse, auth: 'guest', cache: 'public', tags: ['campaigns'], summary: 'A running campaign by id or slug: banner, text, period and products' }),
  consoleCampaignPublish: route({ method: 'POST', path: '/api/console/campaigns/:id/publish', params: campaigns.campaignIdParams, response: campaigns.campaignPublishResponse, auth: { scope: 'content:manage' }, tags: ['console'], summary: 'Publish a draft campaign; every customer gets a notification' }),
  // Chat (issue 11; docs/decisions/024-realtime-chat.md): the identity token for the socket at /ws, rooms, messages
  chatNonce: route({ method: 'POST', path: '/api/chat/nonce', response: chat.chatNonceResponse, auth: 'user', tags: ['chat'], summary: 'A single-use nonce for the chat identity token' }),
  chatCreateToken: route({ method: 'POST', path: '/api/chat/create-token', body: chat.createChatTokenBody, response: chat.chatIdentityResponse, auth: 'user', tags: ['chat'], summary: 'A short-lived identity token for the realtime socket (/ws), carrying the nonce' }),
  chatRooms: route({ method: 'GET', path: '/api/chat', query: chat.chatRoomsQuery, response: chat.chatRoomsResponse, auth: 'user', tags: ['chat'], summary: 'Your chat rooms, newest activity first, with unread counts (data.data.data)' }),
  chatCreateRoom: route({ method: 'POST', path: '/api/chat', body: chat.createChatRoomBody, response: chat.createChatRoomResponse, auth: 'user', tags: ['chat'], summary: 'Open a chat with a pharmacy (or a doctor), or reopen the existing one' }),
  chatRoomInfo: route({ method: 'GET', path: '/api/chat/rooms', query: chat.chatRoomInfoQuery, response: chat.chatRoomInfoResponse, auth: 'user', tags: ['chat'], summary: 'Room info by room_ids (comma-separated); rooms you may not see are left out' }),
  chatUnread: route({ method: 'GET', path: '/api/chat/unread', response: chat.chatUnreadResponse, auth: 'user', tags: ['chat'], summary: 'Unread messages per room and in total' }),
  chatSetReplied: route({ method: 'POST', path: '/api/chat/:id/set-replied', params: chat.chatRoomIdParams, body: chat.setRepliedBody, response: chat.chatRoomResponse, auth: 'user', tags: ['chat'], summary: "Mark your side of the room replied (replied=false: waiting for your answer again)" }),
  chatSetRead: route({ method: 'GET', path: '/api/chat/:id/set-read', params: chat.chatRoomIdParams, query: chat.setReadQuery, response: chat.chatRoomResponse, auth: 'user', tags: ['chat'], summary: 'Mark the room read up to seq (default: its last message)' }),
  chatReplied: route({ method: 'POST', path: '/api/chat/:id/replied', params: chat.chatRoomIdParams, response: chat.chatRoomResponse, auth: 'user', tags: ['chat'], summary: 'You replied: your side is marked replied and read up to the last message' }),
  chatMessages: route({ method: 'GET', path: '/api/chat/:id/messages', params: chat.chatRoomIdParams, query: chat.chatMessagesQuery, response: chat.chatMessagesResponse, auth: 'user', tags: ['chat'], summary: 'History by seq: after=N gives N+1… without gaps; before=N the page below N' }),
  chatSend: route({ method: 'POST', path: '/api/chat/:id/messages', params: chat.chatRoomIdParams, body: chat.sendChatMessageBody, response: chat.sendChatMessageResponse, auth: 'user', tags: ['chat'], summary: 'Send a message without the socket (same rules; temp_id makes a retry idempotent)' }),
  consoleChat: route({ method: 'GET', path: '/api/console/chat', query: chat.consoleChatQuery, response: chat.chatRoomsResponse, auth: { scope: 'console' }, tags: ['console'], summary: "The pharmacy's chat inbox for its pharmacists, newest activity first" }),
  // Consultations (issue 12; docs/decisions/029-consultations.md). `:id` is the consultation's public id (KNS-…).
  consultationStart: route({ method: 'POST', path: '/api/consultation', body: consultations.startConsultationBody, response: consultations.consultationResponse, auth: 'user', tags: ['consultations'], summary: 'Start a consultation with a doctor: the complaint, the patient and the consent; it waits for payment' }),
  consultationPurchase: route({ method: 'POST', path: '/api/consultation/purchase', body: consultations.purchaseConsultationBody, response: consultations.consultationResponse, auth: 'user', tags: ['consultations'], summary: 'Pay a consultation: QRIS or a virtual account opens a charge; the wallet pays at once with the PIN' }),
  consultations: route({ method: 'GET', path: '/api/consultation', query: consultations.consultationsQuery, response: consultations.consultationsResponse, auth: 'user', tags: ['consultations'], summary: "The customer's consultations, newest first (list at data.data.data)" }),
  consultationsAll: route({ method: 'GET', path: '/api/consultation/all', query: consultations.consultationsAllQuery, response: consultations.consultationsAllResponse, auth: 'user', tags: ['consultations'], summary: 'The same list with nested filter keys (filter[room_status]=active); data plus meta' }),
  consultation: route({ method: 'GET', path: '/api/consultation/:id', params: consultations.consultationIdParams, response: consultations.consultationResponse, auth: 'user', tags: ['consultations'], summary: 'One consultation, to its customer or its doctor' }),
  consultationRead: route({ method: 'GET', path: '/api/consultation/:id/read', params: consultations.consultationIdParams, response: consultations.consultationReadResponse, auth: 'user', tags: ['consultations'], summary: "Mark the consultation's chat read by the caller" }),
  consultationReplied: route({ method: 'POST', path: '/api/consultation/:id/replied', params: consultations.consultationIdParams, response: consultations.consultationResponse, auth: { scope: 'consultations:answer' }, tags: ['consultations'], summary: 'The doctor answers: a waiting consultation becomes active and its clock starts' }),
  consultationEnd: route({ method: 'POST', path: '/api/consultation/:id/end', params: consultations.consultationIdParams, body: consultations.endConsultationBody, response: consultations.consultationResponse, auth: { scope: 'consultations:answer' }, tags: ['consultations'], summary: "The doctor ends the consultation; the chat gets 'doctor_end_chat'" }),
  consultationExtend: route({ method: 'POST', path: '/api/consultation/:id/extend', params: consultations.consultationIdParams, response: consultations.consultationResponse, auth: { scope: 'consultations:answer' }, tags: ['consultations'], summary: 'The doctor extends the time limit, once' }),
  consultationNotes: route({ method: 'POST', path: '/api/consultation/:id/notes', params: consultations.consultationIdParams, body: consultations.consultationNotesBody, response: consultations.consultationResponse, auth: { scope: 'consultations:answer' }, tags: ['consultations'], summary: "The doctor's private notes on the consultation" }),
  consultationPrescribe: route({ method: 'POST', path: '/api/consultation/:id/prescription', params: consultations.consultationIdParams, body: consultations.ePrescriptionBody, response: consultations.ePrescriptionResponse, auth: { scope: 'prescriptions:write' }, tags: ['consultations'], summary: 'The doctor writes an e-prescription from the catalogue; the customer receives it approved' }),
  consultationReviewOf: route({ method: 'GET', path: '/api/consultation/review/:id', params: consultations.consultationIdParams, response: consultations.consultationReviewResponse, auth: 'user', tags: ['consultations'], summary: "The customer's review of a consultation (404 before one is written)" }),
  consultationReview: route({ method: 'POST', path: '/api/consultation/:id/review', params: consultations.consultationIdParams, body: consultations.consultationReviewBody, response: consultations.consultationReviewResponse, auth: 'user', tags: ['consultations'], summary: 'Review an ended consultation, once' }),
  consultationReviewById: route({ method: 'POST', path: '/api/consultation/review', body: consultations.consultationReviewByIdBody, response: consultations.consultationReviewResponse, auth: 'user', tags: ['consultations'], summary: 'The same review, with the consultation id in the body' }),
  consultationPaymentToken: route({ method: 'POST', path: '/api/payment/create/token/:id', params: consultations.consultationIdParams, body: consultations.createPaymentTokenBody, response: consultations.consultationResponse, auth: 'user', tags: ['consultations'], summary: 'A new QRIS or VA charge for an unpaid consultation (another channel, or the last one ran out)' }),
  doctorConsultations: route({ method: 'GET', path: '/api/doctor/consultation', query: consultations.consultationsQuery, response: consultations.consultationsResponse, auth: { scope: 'consultations:answer' }, tags: ['consultations'], summary: "The doctor's queue: paid consultations waiting first, then active, then the rest" }),
  // Appointments (issue 12; docs/decisions/030-appointments.md). `:id` is the appointment's public id (APM-…); on the slots call the doctor's id or slug.
  appointments: route({ method: 'GET', path: '/api/appointment', query: appointments.appointmentsQuery, response: appointments.appointmentsResponse, auth: 'user', tags: ['appointments'], summary: "The customer's appointments (list at data.data.data), by status or group" }),
  appointment: route({ method: 'GET', path: '/api/appointment/:id', params: appointments.appointmentIdParams, response: appointments.appointmentResponse, auth: 'user', tags: ['appointments'], summary: 'One appointment, to its customer or its doctor' }),
  appointmentCreate: route({ method: 'POST', path: '/api/appointment', body: appointments.createAppointmentBody, response: appointments.appointmentResponse, auth: 'user', tags: ['appointments'], summary: "Book a free slot of a doctor's schedule; it holds the slot while it waits for payment (409 when taken)" }),
  appointmentPurchase: route({ method: 'POST', path: '/api/appointment/purchase', body: appointments.purchaseAppointmentBody, response: appointments.appointmentResponse, auth: 'user', tags: ['appointments'], summary: 'Pay an appointment: QRIS or a virtual account opens a charge; the wallet pays at once with the PIN' }),
  appointmentApprove: route({ method: 'POST', path: '/api/appointment/:id/approve', params: appointments.appointmentIdParams, response: appointments.appointmentResponse, auth: { scope: 'consultations:answer' }, tags: ['appointments'], summary: "The appointment's doctor approves a paid request; reminders follow a day and an hour before" }),
  appointmentCancel: route({ method: 'POST', path: '/api/appointment/:id/cancel', params: appointments.appointmentIdParams, body: appointments.cancelAppointmentBody, response: appointments.appointmentResponse, auth: 'user', tags: ['appointments'], summary: 'The customer cancels before it starts; the doctor rejects (a reason required). A paid one is refunded' }),
  doctorAppointments: route({ method: 'GET', path: '/api/doctor/appointment', query: appointments.appointmentsQuery, response: appointments.appointmentsResponse, auth: { scope: 'consultations:answer' }, tags: ['appointments'], summary: "The doctor's appointments: requests to approve first, then by slot" }),
  doctorSlots: route({ method: 'GET', path: '/api/doctor/:id/slots', params: catalog.idOrSlugParams, query: appointments.doctorSlotsQuery, response: appointments.doctorSlotsResponse, auth: 'guest', tags: ['appointments'], summary: "Free slots of a doctor's weekly schedule, day by day on the shop's calendar (taken and past ones left out)" }),
  // Wallet (issue 13; docs/decisions/028-wallet-ledger.md)
  walletPreRegistration: route({ method: 'POST', path: '/api/wallet/pre-registration', body: wallet.preRegistrationBody, response: wallet.walletProfileResponse, auth: 'user', tags: ['wallet'], summary: "Start activating the wallet with the account's mobile number" }),
  walletGetOtp: route({ method: 'POST', path: '/api/wallet/get-otp', response: wallet.walletOtpResponse, auth: 'user', tags: ['wallet'], summary: 'Send (or re-send) the activation OTP by SMS' }),
  walletValidateOtp: route({ method: 'POST', path: '/api/wallet/validate-otp', body: wallet.validateOtpBody, response: wallet.validateOtpResponse, auth: 'user', tags: ['wallet'], summary: 'Check the OTP; answers a registration token for confirm-registration' }),
  walletConfirmRegistration: route({ method: 'POST', path: '/api/wallet/confirm-registration', body: wallet.confirmRegistrationBody, response: wallet.walletProfileResponse, auth: 'user', tags: ['wallet'], summary: 'Set the 6-digit PIN and activate the wallet' }),
  walletBalance: route({ method: 'GET', path: '/api/wallet/get-balance', response: wallet.walletProfileResponse, auth: 'user', tags: ['wallet'], summary: 'Balance, status and the Bank Indonesia caps that apply' }),
  walletPaymentToken: route({ method: 'GET', path: '/api/wallet/payment-token', response: wallet.paymentTokenResponse, auth: 'user', tags: ['wallet'], summary: 'A short-lived payment token for the PIN in the X-Wallet-Pin header' }),
  walletPayOrder: route({ method: 'POST', path: '/api/wallet/pay-order', body: wallet.payOrderBody, response: wallet.payOrderResponse, auth: 'user', tags: ['wallet'], summary: 'Pay one of your unpaid orders from the balance; idempotent by client_key' }),
  walletReportTransaction: route({ method: 'POST', path: '/api/wallet/report-transaction', body: wallet.reportTransactionBody, response: wallet.reportTransactionResponse, auth: 'user', tags: ['wallet'], summary: 'Wallet history, newest first, by kind and Asia/Jakarta dates' }),
  walletTopUp: route({ method: 'POST', path: '/api/wallet/top-up', body: wallet.topUpBody, response: wallet.topUpResponse, auth: 'user', tags: ['wallet'], summary: 'Top up by QRIS or virtual account; credited once when the provider confirms payment' }),
  walletTopUps: route({ method: 'GET', path: '/api/wallet/top-up', query: wallet.topUpsQuery, response: wallet.topUpsResponse, auth: 'user', tags: ['wallet'], summary: 'Your top-ups, newest first, optionally of one status' }),
  walletTopUpDetail: route({ method: 'GET', path: '/api/wallet/top-up/:id', params: wallet.topUpIdParams, response: wallet.topUpResponse, auth: 'user', tags: ['wallet'], summary: 'One of your top-ups: its QR code or VA number and its status (404 for another customer)' }),
  // Points and coins (issue 13; docs/decisions/032-points-and-coins.md)
  pointsHistory: route({ method: 'GET', path: '/api/my/poin/history', query: loyalty.loyaltyHistoryQuery, response: loyalty.pointsHistoryResponse, auth: 'user', tags: ['loyalty'], summary: 'Your points: balance, the next lapse and the movements, newest first' }),
  customerCoins: route({ method: 'GET', path: '/api/my/coin-available-cust', query: loyalty.coinAvailabilityQuery, response: loyalty.customerCoinsResponse, auth: 'user', tags: ['loyalty'], summary: 'Your Koin Apotek and what can be used in each cart (store_id=: that pharmacy only)' }),
  customerCoinHistory: route({ method: 'GET', path: '/api/my/coin-history', query: loyalty.loyaltyHistoryQuery, response: loyalty.coinHistoryResponse, auth: 'user', tags: ['loyalty'], summary: 'Your Koin Apotek movements, newest first, with the balance and the next lapse' }),
  employeeCoins: route({ method: 'GET', path: '/api/my/coin-available', query: loyalty.coinAvailabilityQuery, response: loyalty.employeeCoinsResponse, auth: 'user', tags: ['loyalty'], summary: "An employee's monthly coins and what can be used in each cart (is_employee false for others)" }),
  employeeCoinHistory: route({ method: 'GET', path: '/api/my/employee-coin-history', query: loyalty.loyaltyHistoryQuery, response: loyalty.employeeCoinHistoryResponse, auth: 'user', tags: ['loyalty'], summary: 'Employee coin movements, newest first (403 for anyone who is not an employee)' }),
  orderLoyalty: route({ method: 'GET', path: '/api/order/:id/loyalty', params: orders.orderIdParams, response: loyalty.orderLoyaltyResponse, auth: 'user', tags: ['loyalty'], summary: 'Points and coins on an order in checkout: held, what fits, balances' }),
  orderApplyPoints: route({ method: 'POST', path: '/api/order/:id/apply-points', params: orders.orderIdParams, body: loyalty.applyPointsBody, response: loyalty.orderLoyaltyResponse, auth: 'user', tags: ['loyalty'], summary: 'Spend points on an order in checkout (1 point = Rp 1); replaces what it held, given back if the order closes' }),
  orderRemovePoints: route({ method: 'DELETE', path: '/api/order/:id/apply-points', params: orders.orderIdParams, response: loyalty.orderLoyaltyResponse, auth: 'user', tags: ['loyalty'], summary: 'Take the points off an order in checkout' }),
  orderApplyCoins: route({ method: 'POST', path: '/api/order/:id/apply-coins', params: orders.orderIdParams, body: loyalty.applyCoinsBody, response: loyalty.orderLoyaltyResponse, auth: 'user', tags: ['loyalty'], summary: 'Spend Koin Apotek (kind=customer) or employee coins (kind=employee) on an order in checkout' }),
  orderRemoveCoins: route({ method: 'DELETE', path: '/api/order/:id/apply-coins', params: orders.orderIdParams, query: loyalty.removeCoinsQuery, response: loyalty.orderLoyaltyResponse, auth: 'user', tags: ['loyalty'], summary: 'Take the coins of one kind off an order in checkout' }),
  walletKyc: route({ method: 'GET', path: '/api/wallet/kyc', response: walletKyc.kycResponse, auth: 'user', tags: ['wallet'], summary: "Where the verification of the caller's identity stands (null: never sent)" }),
  walletKycSubmit: route({ method: 'POST', path: '/api/wallet/kyc', body: walletKyc.kycBody, response: walletKyc.kycResponse, auth: 'user', tags: ['wallet'], summary: 'Send the NIK, the name on the KTP and the two photos (kyc uploads) for verification' }),
  consoleKycReviews: route({ method: 'GET', path: '/api/console/wallet/kyc', query: walletKyc.kycReviewQuery, response: walletKyc.kycReviewsResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'Identity verifications to review, oldest first, with signed URLs of the photos' }),
  consoleKycApprove: route({ method: 'POST', path: '/api/console/wallet/kyc/:id/approve', params: walletKyc.kycIdParams, response: walletKyc.kycReviewResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: "Approve: the customer's wallet becomes verified and takes the higher balance cap" }),
  consoleKycReject: route({ method: 'POST', path: '/api/console/wallet/kyc/:id/reject', params: walletKyc.kycIdParams, body: walletKyc.kycRejectBody, response: walletKyc.kycReviewResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'Reject with a reason the customer sees; they may send again' }),
  // Vouchers and promotions (issue 13; docs/decisions/031-vouchers-and-promotions.md)
  vouchers: route({ method: 'GET', path: '/api/voucher', query: vouchers.vouchersQuery, response: vouchers.vouchersResponse, auth: 'guest', tags: ['vouchers'], summary: 'Vouchers on offer now; with collected=1 the caller\'s own, with uses left' }),
  voucher: route({ method: 'GET', path: '/api/voucher/:id', params: vouchers.voucherIdParams, response: vouchers.voucherResponse, auth: 'guest', tags: ['vouchers'], summary: 'One voucher by id or code, with its rules' }),
  voucherCollect: route({ method: 'POST', path: '/api/voucher/:id/collect', params: vouchers.voucherIdParams, response: vouchers.collectVoucherResponse, auth: 'user', tags: ['vouchers'], summary: 'Save a voucher to "Voucher Saya"; idempotent' }),
  orderVouchers: route({ method: 'GET', path: '/api/order/:id/apply-voucher', params: orders.orderIdParams, query: vouchers.orderVouchersQuery, response: vouchers.orderVouchersResponse, auth: 'user', tags: ['vouchers'], summary: 'The voucher applied to an order in checkout and the ones it could take, priced line by line, best first (code= previews one)' }),
  orderApplyVoucher: route({ method: 'POST', path: '/api/order/:id/apply-voucher', params: orders.orderIdParams, body: vouchers.applyVoucherBody, response: vouchers.orderVouchersResponse, auth: 'user', tags: ['vouchers'], summary: 'Apply a voucher to an order in checkout: one use of its quota is taken, given back if the order expires or is cancelled' }),
  orderRemoveVoucher: route({ method: 'DELETE', path: '/api/order/:id/apply-voucher', params: orders.orderIdParams, response: vouchers.orderVouchersResponse, auth: 'user', tags: ['vouchers'], summary: 'Take the voucher off an order in checkout; its use is given back' }),
  cartVouchers: route({ method: 'GET', path: '/api/cart/vouchers', query: vouchers.cartVouchersQuery, response: vouchers.orderVouchersResponse, auth: 'user', tags: ['vouchers'], summary: "The vouchers the ticked lines of the caller's cart at one pharmacy could take, best first, priced line by line" }),
  promos: route({ method: 'GET', path: '/api/promo', query: promotions.promosQuery, response: promotions.promosResponse, auth: 'guest', cache: 'public', tags: ['promotions'], summary: 'Running promotions, newest first' }),
  promo: route({ method: 'GET', path: '/api/promo/:slug', params: promotions.promoParams, response: promotions.promoResponse, auth: 'guest', tags: ['promotions'], summary: 'A running promotion: banner, text, products (never obat keras) and its vouchers' }),
  promotionCheck: route({ method: 'GET', path: '/api/promotions/:name/check', params: promotions.promotionNameParams, response: promotions.promotionCheckResponse, auth: 'guest', tags: ['promotions'], summary: 'Whether a promotion runs now (is_valid)' }),
  devPayments: route({ method: 'GET', path: '/api/dev/payments', query: orders.devPaymentsQuery, response: orders.devPaymentsResponse, auth: 'guest', tags: ['dev'], summary: 'Sandbox charges to pay or expire (only while payments are the sandbox)' }),
  devPaymentPay: route({ method: 'POST', path: '/api/dev/payments/:ref/pay', params: orders.devPaymentRefParams, body: orders.devPaymentPayBody, response: orders.devPaymentActionResponse, auth: 'guest', tags: ['dev'], summary: "Play the customer's bank: pay a sandbox charge (late: even after it expired)" }),
  devPaymentExpire: route({ method: 'POST', path: '/api/dev/payments/:ref/expire', params: orders.devPaymentRefParams, response: orders.devPaymentActionResponse, auth: 'guest', tags: ['dev'], summary: 'Let a sandbox charge run out now' }),
  // Issue 14: articles and banners; information pages; health tracker; profile; personal-data rights.
  ...articleRoutes,
  ...infoPageRoutes,
  ...healthTrackerRoutes,
  ...profileRoutes,
  ...privacyRoutes,
  // Issue 15: the console's people (docs/decisions/041-console-roles-and-people.md), catalogue and stock.
  consolePeople: route({ method: 'GET', path: '/api/console/users', query: people.peopleQuery, response: people.peopleResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'Accounts by name, e-mail, phone or id, role and status; contact details masked' }),
  consolePerson: route({ method: 'GET', path: '/api/console/users/:id', params: people.personParams, response: people.personResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'One account: contact details, status and its latest orders' }),
  consolePersonRole: route({ method: 'POST', path: '/api/console/users/:id/role', params: people.personParams, body: people.personRoleBody, response: people.personResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: "Assign an account's role (never one's own; the last admin stays)" }),
  consolePersonBlock: route({ method: 'POST', path: '/api/console/users/:id/block', params: people.personParams, body: people.personBlockBody, response: people.personResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'Block an account with a reason: it is signed out everywhere and cannot sign in' }),
  consolePersonUnblock: route({ method: 'POST', path: '/api/console/users/:id/unblock', params: people.personParams, response: people.personResponse, auth: { scope: 'users:manage' }, tags: ['console'], summary: 'Unblock an account' }),
  ...catalogAdminRoutes,
  ...stockRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
