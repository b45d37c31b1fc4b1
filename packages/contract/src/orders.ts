import { z } from 'zod';
import { address } from './addresses.ts';
import { drugClass } from './catalog.ts';
import { deliveryIssue, orderEventKind } from './delivery-issue.ts';
import { envelope, page, pagingQuery } from './envelope.ts';
import { openingHours } from './pharmacies.ts';
import { indonesianTimeZone } from './time-zones.ts';

/**
 * Order states. `checkout` holds reserved stock while the buyer picks address, delivery and payment;
 * the allowed moves between states are a table in the API (orders/order-state.ts).
 */
export const ORDER_STATUSES = [
  'checkout',
  'awaiting_payment',
  'paid',
  'processing',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const SHIPMENT_TYPES = ['pickup', 'instant', 'same_day', 'regular'] as const;
export const shipmentType = z.enum(SHIPMENT_TYPES);
export type ShipmentType = z.infer<typeof shipmentType>;

/** A parcel's states as every courier adapter reports them; the web labels them in the reader's language. */
export const SHIPMENT_STATUSES = ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed', 'returned', 'cancelled'] as const;
export const shipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatus>;

export const PAYMENT_CHANNELS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata'] as const;
export const paymentChannel = z.enum(PAYMENT_CHANNELS);
export type PaymentChannel = z.infer<typeof paymentChannel>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'failed', 'refunded'] as const;
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Public order ids are unguessable codes (ARCHITECTURE §3), e.g. APT-7K3M9Q2XH4. */
export const orderIdParams = z.object({ id: z.string().trim().regex(/^APT-[0-9A-Z]{10}$/) });

export const orderLine = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  drug_class: drugClass,
  quantity: z.number().int(),
  unit_price: z.number().int(),
  subtotal: z.number().int(),
});

export const orderPayment = z.object({
  channel: paymentChannel,
  status: paymentStatus,
  amount: z.number().int(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** The QR image to scan (SPEC §3 paymentData.qrisUrl). */
  qrisUrl: z.string().nullable(),
  /** The virtual-account number (SPEC §3 paymentData.vaCode); Mandiri adds a biller code. */
  vaCode: z.string().nullable(),
  biller_code: z.string().nullable(),
  bank: z.string().nullable(),
  token: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const orderShipment = z.object({
  type: shipmentType,
  cost: z.number().int(),
  /** The courier's code (sandbox, anteraja); `courier_name` is what the customer reads. */
  courier: z.string().nullable(),
  courier_name: z.string().nullable(),
  waybill: z.string().nullable(),
  eta: z.string().nullable(),
});

/** A status move, or (`kind` set) something that happened to the order's delivery; `note` is then in the request's language. */
export const orderEvent = z.object({ status: orderStatus, at: z.string(), note: z.string().nullable(), kind: orderEventKind.nullable() });

export const orderSummary = z.object({
  id: z.string(),
  status: orderStatus,
  store: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  item_count: z.number().int(),
  first_item: z.string().nullable(),
  total: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  shipment_type: shipmentType.nullable(),
  /** Where the caller may take the order next (the console's buttons, the buyer's cancel), from the API's state table. */
  next_moves: z.array(orderStatus),
  /** The open delivery issue (docs/decisions/009-delivery-pins.md), or null. */
  delivery_issue: deliveryIssue.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * Where and how a pick-up order is collected (issue 8, point 4), shown to its buyer only: the pharmacy, its
 * hours today on its own clock, a map link, and the code the pharmacist asks for at the counter. The code is
 * null until the order is paid, after it is handed over or closed, and for anyone but the buyer.
 */
export const orderPickup = z.object({
  code: z.string().nullable(),
  pharmacy: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    time_zone: indonesianTimeZone,
  }),
  /** The hours of today's weekday in the pharmacy's zone. */
  today: openingHours,
  is_open_now: z.boolean(),
  /** An OpenStreetMap link to the pharmacy (a plain link: no map script on the page). */
  map_url: z.string(),
});
export type OrderPickup = z.infer<typeof orderPickup>;

export const order = orderSummary.extend({
  pickup: orderPickup.nullable(),
  items: z.array(orderLine),
  subtotal: z.number().int(),
  shipping_cost: z.number().int(),
  discount: z.number().int(),
  address: address.nullable(),
  shipment: orderShipment.nullable(),
  payment: orderPayment.nullable(),
  notes: z.string(),
  timeline: z.array(orderEvent),
});
export type Order = z.infer<typeof order>;

export const myOrdersQuery = pagingQuery.extend({
  status: z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(orderStatus).max(ORDER_STATUSES.length))
    .optional(),
});
export const ordersResponse = envelope(page(orderSummary));
export const orderResponse = envelope(order);

/** POST /api/products/{id}/buy: checkout one product straight away. */
export const buyNowBody = z.object({
  store_id: z.coerce.number().int().min(1).max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
});

export const shipmentOption = z.object({
  code: shipmentType,
  name: z.string(),
  description: z.string(),
  cost: z.number().int(),
  eta: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export const shipmentTypesQuery = z.object({
  order_id: z.string().regex(/^APT-[0-9A-Z]{10}$/).optional(),
  address_id: z.coerce.number().int().min(1).optional(),
});
export const shipmentTypesResponse = envelope(z.array(shipmentOption));

export const paymentMethod = z.object({
  code: paymentChannel,
  group: z.enum(['qris', 'virtual_account']),
  name: z.string(),
  bank: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** How-to-pay steps in the request's locale (ATM, mobile banking, internet banking, or scanning). */
  instructions: z.array(z.object({ title: z.string(), steps: z.array(z.string()) })),
});
export const paymentMethodsResponse = envelope(z.array(paymentMethod));

/** POST /api/order/{id}/confirm: the buyer's choices; the server computes every price. */
export const confirmOrderBody = z.object({
  shipment_type: shipmentType,
  address_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  payment_channel: paymentChannel,
  notes: z.string().trim().max(300).default(''),
});
export const confirmResult = z.object({ order, payment_token: z.string() });
export const confirmResponse = envelope(confirmResult);

export const paymentTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });
export const paymentSubmitBody = z.object({ channel: paymentChannel.optional() });
export const paymentData = orderPayment.extend({ order_id: z.string(), order_status: orderStatus });
export const paymentDataResponse = envelope(paymentData);
export const paymentStatusResponse = envelope(
  z.object({ order_id: z.string(), status: paymentStatus, order_status: orderStatus, paid_at: z.string().nullable() }),
);

/** GET /api/my/order/{id}/invoice.pdf answers the PDF itself (application/pdf), not an envelope. */
export const invoicePdf = z.string().describe('application/pdf');
/** "Beli lagi": how many of the order's lines went into the cart at its pharmacy, and how many could not. */
export const buyAgainResponse = envelope(z.object({ store_id: z.number().int(), added: z.number().int(), skipped: z.number().int() }));

export const trackingBody = z.object({ order_id: z.string().regex(/^APT-[0-9A-Z]{10}$/) });
export const tracking = z.object({
  order_id: z.string(),
  courier: z.string(),
  courier_name: z.string(),
  waybill: z.string(),
  status: shipmentStatus,
  events: z.array(z.object({ at: z.string(), status: shipmentStatus, description: z.string(), location: z.string().nullable() })),
});
export const trackingResponse = envelope(tracking);

/** The pharmacist's console: their pharmacy's orders and the moves they may make. */
export const consoleOrdersQuery = myOrdersQuery;
/** POST /api/console/orders/{id}/pickup: hand a pick-up order over with the code the customer reads out. */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 6;
export const pickupHandoverBody = z.object({
  // Spaces and dashes as read aloud or typed are ignored; the comparison is case-insensitive.
  code: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1).max(PICKUP_CODE_LENGTH * 2)),
});

export const orderTransitionBody = z.object({
  to: z.enum(['processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed', 'cancelled']),
  note: z.string().trim().max(300).optional(),
});

/**
 * The payment sandbox page (/dev/payments): charges waiting at the built-in provider, and the two things
 * a customer's bank or the clock would do to them. Registered only while payments run on the sandbox.
 */
export const devPaymentsQuery = z.object({ status: z.enum(['pending', 'all']).default('pending') });
export const devPayment = z.object({
  /** The sandbox's charge reference (SBX + 16 hex), used in the pay/expire paths. */
  ref: z.string(),
  order_id: z.string(),
  /** `${order_id}-${attempt}`, the id the provider knows the charge by. */
  provider_order_id: z.string(),
  channel: paymentChannel,
  amount: z.number().int(),
  status: paymentStatus,
  vaCode: z.string().nullable(),
  biller_code: z.string().nullable(),
  bank: z.string().nullable(),
  qris_payload: z.string().nullable(),
  qrisUrl: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type DevPayment = z.infer<typeof devPayment>;
export const devPaymentsResponse = envelope(z.array(devPayment));
export const devPaymentRefParams = z.object({ ref: z.string().regex(/^SBX[0-9A-F]{16}$/) });
/** `late` pays even a charge whose time ran out: the shop must then record the money and refund it. */
export const devPaymentPayBody = z.object({ late: z.boolean().default(false) });
export const devPaymentActionResponse = envelope(z.object({ ref: z.string(), status: paymentStatus, event_id: z.string() }));
