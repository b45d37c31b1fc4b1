import type { z } from 'zod';
import * as addresses from './addresses.ts';
import * as auth from './auth.ts';
import * as brands from './brands.ts';
import * as catalog from './catalog.ts';
import * as pharmacies from './pharmacies.ts';
import { outboxQuery, outboxResponse } from './dev.ts';
import { healthResponse } from './health.ts';
import { route } from './route-def.ts';

export type { RouteAuth, RouteDef } from './route-def.ts';

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

  socialNetworks: route({ method: 'GET', path: '/api/social-networks', query: auth.socialNetworksQuery, response: auth.socialNetworksResponse, auth: 'guest', tags: ['content'], summary: 'Social links for the footer' }),
  subscribe: route({ method: 'POST', path: '/api/subscribe', body: auth.subscribeBody, response: auth.subscribeResponse, auth: 'guest', tags: ['content'], summary: 'Newsletter sign-up' }),

  devOutbox: route({ method: 'GET', path: '/api/dev/outbox', query: outboxQuery, response: outboxResponse, auth: 'guest', tags: ['dev'], summary: 'Sandbox messages (only while messaging is the sandbox)' }),

  // Catalogue (issue 3)
  products: route({ method: 'GET', path: '/api/products', query: catalog.productsQuery, response: catalog.productsResponse, auth: 'guest', tags: ['catalog'], summary: 'Products with filters, facets, sort and paging' }),
  productSuggestions: route({ method: 'GET', path: '/api/products/search-suggestion', query: catalog.suggestionQuery, response: catalog.suggestionsResponse, auth: 'guest', tags: ['catalog'], summary: 'Typo-tolerant suggestions while typing' }),
  promotedProducts: route({ method: 'GET', path: '/api/products/promoted', query: catalog.listQuery, response: catalog.productListResponse, auth: 'guest', tags: ['catalog'], summary: 'Products on promotion (never obat keras)' }),
  productBySku: route({ method: 'GET', path: '/api/products/sku/:sku', params: catalog.skuParams, query: catalog.productDetailQuery, response: catalog.productResponse, auth: 'guest', tags: ['catalog'], summary: 'A product by SKU' }),
  product: route({ method: 'GET', path: '/api/products/:id', params: catalog.idOrSlugParams, query: catalog.productDetailQuery, response: catalog.productResponse, auth: 'guest', tags: ['catalog'], summary: 'A product by id or slug' }),
  relatedProducts: route({ method: 'GET', path: '/api/products/:id/related', params: catalog.idOrSlugParams, query: catalog.listQuery, response: catalog.productListResponse, auth: 'guest', tags: ['catalog'], summary: 'Products related to one' }),
  productCategories: route({ method: 'GET', path: '/api/product-categories', query: catalog.categoriesQuery, response: catalog.categoriesResponse, auth: 'guest', tags: ['catalog'], summary: 'Categories, filter[key]=value' }),
  productSubCategories: route({ method: 'GET', path: '/api/product-categories/:id/sub-categories', params: catalog.idOrSlugParams, response: catalog.categoriesResponse, auth: 'guest', tags: ['catalog'], summary: 'Sub-categories of a category' }),
  productSegments: route({ method: 'GET', path: '/api/product-categories/:id/segments', params: catalog.idOrSlugParams, response: catalog.categoriesResponse, auth: 'guest', tags: ['catalog'], summary: 'Segments under a category or sub-category' }),

  brands: route({ method: 'GET', path: '/api/brands', query: brands.brandsQuery, response: brands.brandsResponse, auth: 'guest', tags: ['brands'], summary: 'Brands A–Z with paging' }),
  popularBrands: route({ method: 'GET', path: '/api/brands/popular', query: catalog.listQuery, response: brands.popularBrandsResponse, auth: 'guest', tags: ['brands'], summary: 'Popular brands' }),
  brand: route({ method: 'GET', path: '/api/brands/:id', params: catalog.idOrSlugParams, response: brands.brandResponse, auth: 'guest', tags: ['brands'], summary: 'A brand by id or slug' }),
  brandProducts: route({ method: 'GET', path: '/api/brands/:id/products', params: catalog.idOrSlugParams, query: catalog.productsQuery, response: catalog.productsResponse, auth: 'guest', tags: ['brands'], summary: "A brand's products" }),

  pharmacies: route({ method: 'GET', path: '/api/pharmacies', query: pharmacies.pharmaciesQuery, response: pharmacies.pharmaciesResponse, auth: 'guest', tags: ['pharmacies'], summary: 'Pharmacies, 70 a page, nearest first when lat/lng are given' }),
  nearestPharmacies: route({ method: 'GET', path: '/api/pharmacies/nearest', query: pharmacies.nearestQuery, response: pharmacies.pharmacyListResponse, auth: 'guest', tags: ['pharmacies'], summary: 'Nearest pharmacies with distance' }),
  recommendedPharmacies: route({ method: 'GET', path: '/api/pharmacies/recommended', query: pharmacies.recommendedQuery, response: pharmacies.pharmacyListResponse, auth: 'user', tags: ['pharmacies'], summary: 'Pharmacies recommended for the signed-in user' }),
  recommendedPharmaciesGuest: route({ method: 'GET', path: '/api/pharmacies/recommendednologin', query: pharmacies.recommendedQuery, response: pharmacies.pharmacyListResponse, auth: 'guest', tags: ['pharmacies'], summary: 'Pharmacies recommended for a guest' }),
  pharmacy: route({ method: 'GET', path: '/api/pharmacies/:id', params: catalog.idOrSlugParams, response: pharmacies.pharmacyResponse, auth: 'guest', tags: ['pharmacies'], summary: 'A pharmacy with its legal information and hours' }),
  checkOperation: route({ method: 'POST', path: '/api/pharmacies/checkoperation', body: pharmacies.checkOperationBody, response: pharmacies.checkOperationResponse, auth: 'guest', tags: ['pharmacies'], summary: 'Open now? Next opening, in Asia/Jakarta' }),

  // Addresses and regions (issue 4)
  myAddresses: route({ method: 'GET', path: '/api/my/address', query: addresses.addressesQuery, response: addresses.addressesResponse, auth: 'user', tags: ['addresses'], summary: "The user's addresses; the default has default_address=1" }),
  myAddress: route({ method: 'GET', path: '/api/my/address/:id', params: addresses.addressIdParams, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'One address' }),
  createAddress: route({ method: 'POST', path: '/api/my/address', body: addresses.addressInput, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Add an address' }),
  updateAddress: route({ method: 'PUT', path: '/api/my/address/:id', params: addresses.addressIdParams, body: addresses.addressInput, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Change an address (JSON or form)' }),
  deleteAddress: route({ method: 'DELETE', path: '/api/my/address/:id', params: addresses.addressIdParams, response: addresses.addressDeletedResponse, auth: 'user', tags: ['addresses'], summary: 'Delete an address' }),
  setDefaultAddress: route({ method: 'PUT', path: '/api/my/address/:id/default', params: addresses.addressIdParams, response: addresses.addressResponse, auth: 'user', tags: ['addresses'], summary: 'Make an address the default' }),
  addressDelivery: route({ method: 'GET', path: '/api/customer/address/delivery/:id', params: addresses.addressIdParams, response: addresses.addressDeliveryResponse, auth: 'user', tags: ['addresses'], summary: 'Delivery options to an address' }),
  provinces: route({ method: 'GET', path: '/api/provinces', response: addresses.provincesResponse, auth: 'guest', tags: ['regions'], summary: 'Provinces (Kemendagri codes)' }),
  provinceCities: route({ method: 'GET', path: '/api/provinces/:id/cities', params: addresses.regionCodeParams, response: addresses.provinceCitiesResponse, auth: 'guest', tags: ['regions'], summary: 'Cities and regencies of a province' }),
  cityDistricts: route({ method: 'GET', path: '/api/cities/:id/districts', params: addresses.regionCodeParams, response: addresses.cityDistrictsResponse, auth: 'guest', tags: ['regions'], summary: 'Districts of a city' }),
  districtVillages: route({ method: 'GET', path: '/api/districts/:id/villages', params: addresses.regionCodeParams, response: addresses.districtVillagesResponse, auth: 'guest', tags: ['regions'], summary: 'Villages of a district' }),
  cities: route({ method: 'GET', path: '/api/cities', query: addresses.citiesQuery, response: addresses.citiesListResponse, auth: 'guest', tags: ['regions'], summary: 'Cities by name' }),

} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
