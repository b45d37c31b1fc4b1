import { z } from 'zod';

/**
 * A delivery issue ("masalah alamat", issue 8 point 1, last part): the pharmacy cannot deliver a paid order
 * to the address it was placed with and asks the customer, through the order, to choose another address or
 * to collect the order at the pharmacy. At most one is open per order; while it is open the order is not shipped.
 */
export const DELIVERY_ISSUE_REASONS = ['pin_wrong', 'address_unreachable', 'outside_courier_area', 'other'] as const;
export const deliveryIssueReason = z.enum(DELIVERY_ISSUE_REASONS);
export type DeliveryIssueReason = z.infer<typeof deliveryIssueReason>;

export const DELIVERY_ISSUE_NOTE_MAX = 500;

/** POST /api/console/orders/{id}/delivery-issue. "Other" says nothing by itself, so it needs the note. */
export const raiseDeliveryIssueBody = z
  .object({
    reason: deliveryIssueReason,
    note: z.string().trim().max(DELIVERY_ISSUE_NOTE_MAX).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.note === '') ctx.addIssue({ code: 'custom', path: ['note'], params: { rule: 'required' }, input: value.note, message: 'required' });
  });

export const DELIVERY_ISSUE_ACTIONS = ['update_address', 'switch_to_pickup'] as const;

/**
 * POST /api/orders/{id}/delivery-issue/resolve: the customer's answer. `switch_to_pickup` is their consent
 * to collect the order at its pharmacy, with the shipping fee refunded.
 */
export const resolveDeliveryIssueBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('update_address'),
    // A form posts text; an empty or missing choice must read as "required", not as a number NaN.
    address_id: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().int().min(1).max(2_147_483_647)),
  }),
  z.object({ action: z.literal('switch_to_pickup') }),
]);
export type ResolveDeliveryIssueBody = z.infer<typeof resolveDeliveryIssueBody>;

/** The open issue of an order, as its customer and the pharmacy read it; `reason_text` is in the request's language. */
export const deliveryIssue = z.object({
  reason: deliveryIssueReason,
  reason_text: z.string(),
  note: z.string(),
  raised_at: z.string(),
});
export type DeliveryIssue = z.infer<typeof deliveryIssue>;

/** Timeline entries that are not a status move: what happened to the order's delivery. */
export const ORDER_EVENT_KINDS = ['delivery_issue_raised', 'delivery_address_changed', 'delivery_switched_to_pickup'] as const;
export const orderEventKind = z.enum(ORDER_EVENT_KINDS);
export type OrderEventKind = z.infer<typeof orderEventKind>;

/** Statuses in which a courier order has not left the pharmacy yet: the only ones an issue can be raised in. */
export const DELIVERY_ISSUE_STATUSES = ['paid', 'processing'] as const;

/**
 * Whether the pharmacy may raise an issue on this order: paid, not shipped, going by courier, none open.
 * One rule for the API's check and the console's button.
 */
export function deliveryIssueRaisable(order: { status: string; shipment_type: string | null; delivery_issue: DeliveryIssue | null }): boolean {
  return (DELIVERY_ISSUE_STATUSES as readonly string[]).includes(order.status) && order.shipment_type !== null && order.shipment_type !== 'pickup' && order.delivery_issue === null;
}
