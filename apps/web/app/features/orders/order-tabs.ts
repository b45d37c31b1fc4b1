import type { OrderStatus } from '@apotek/contract/orders';

/** The status tabs (Menunggu pembayaran, Diproses, Dikirim, Selesai, Dibatalkan) and the states each holds. */
export const ORDER_TABS = {
  unpaid: ['checkout', 'awaiting_payment'],
  processing: ['paid', 'processing', 'ready_for_pickup'],
  shipped: ['shipped', 'delivered'],
  done: ['completed'],
  cancelled: ['cancelled', 'expired', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type StatusTab = keyof typeof ORDER_TABS;
/** "Semua" comes first: right after paying, the new order must be in view whatever its state. */
export type OrderTab = 'all' | StatusTab;
export const STATUS_TAB_KEYS = Object.keys(ORDER_TABS) as StatusTab[];
export const TAB_KEYS: OrderTab[] = ['all', ...STATUS_TAB_KEYS];

export function parseTab(value: string | null): OrderTab {
  return value !== null && (TAB_KEYS as string[]).includes(value) ? (value as OrderTab) : 'all';
}

/** The states a tab lists; undefined for "Semua" (no filter). */
export function statusesOf(tab: OrderTab): readonly OrderStatus[] | undefined {
  return tab === 'all' ? undefined : ORDER_TABS[tab];
}

/** The status tab an order of this state is listed under. */
export function tabOf(status: OrderStatus): StatusTab {
  return STATUS_TAB_KEYS.find((tab) => (ORDER_TABS[tab] as readonly OrderStatus[]).includes(status)) ?? 'unpaid';
}
