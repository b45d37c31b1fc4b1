import type { OrderStatus } from '@apotek/contract/orders';

/** The /order tabs (Menunggu pembayaran, Diproses, Dikirim, Selesai, Dibatalkan) and the states each holds. */
export const ORDER_TABS = {
  unpaid: ['checkout', 'awaiting_payment'],
  processing: ['paid', 'processing', 'ready_for_pickup'],
  shipped: ['shipped', 'delivered'],
  done: ['completed'],
  cancelled: ['cancelled', 'expired', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderTab = keyof typeof ORDER_TABS;
export const TAB_KEYS = Object.keys(ORDER_TABS) as OrderTab[];

export function parseTab(value: string | null): OrderTab {
  return value !== null && value in ORDER_TABS ? (value as OrderTab) : 'unpaid';
}

/** The tab an order of this state is listed under. */
export function tabOf(status: OrderStatus): OrderTab {
  return TAB_KEYS.find((tab) => (ORDER_TABS[tab] as readonly OrderStatus[]).includes(status)) ?? 'unpaid';
}
