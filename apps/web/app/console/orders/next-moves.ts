import type { OrderStatus } from '@apotek/contract/orders';

export type ConsoleMove = 'processing' | 'ready_for_pickup' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

/**
 * The pharmacist's moves from each state, as buttons. The API's state table decides (and refuses anything
 * else with its message); this mirrors its pharmacist rows because the console list does not carry the
 * moves itself. Without the order's delivery type, "processing" offers both pick-up and shipping.
 */
const MOVES: Partial<Record<OrderStatus, readonly ConsoleMove[]>> = {
  paid: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
};

export function consoleMoves(status: OrderStatus): readonly ConsoleMove[] {
  return MOVES[status] ?? [];
}

/** The console's status tabs; the last gathers every way an order can end without being completed. */
export const CONSOLE_TABS = {
  paid: ['paid'],
  processing: ['processing'],
  ready_for_pickup: ['ready_for_pickup'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  completed: ['completed'],
  closed: ['cancelled', 'expired', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type ConsoleTab = keyof typeof CONSOLE_TABS;
export const CONSOLE_TAB_KEYS = Object.keys(CONSOLE_TABS) as ConsoleTab[];

export function parseConsoleTab(value: string | null): ConsoleTab {
  return value !== null && value in CONSOLE_TABS ? (value as ConsoleTab) : 'paid';
}
