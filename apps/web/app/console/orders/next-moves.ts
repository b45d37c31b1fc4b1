import type { OrderStatus, OrderSummary } from '@apotek/contract/orders';

export type ConsoleMove = 'processing' | 'ready_for_pickup' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

const CONSOLE_MOVES: readonly string[] = ['processing', 'ready_for_pickup', 'shipped', 'delivered', 'completed', 'cancelled'];

/**
 * The buttons for an order: the moves the API's state table allows the pharmacist (`next_moves`, already
 * narrowed by delivery type), in the order the API gives them. Nothing is decided here.
 */
export function consoleMoves(order: Pick<OrderSummary, 'next_moves'> & Partial<Pick<OrderSummary, 'status' | 'shipment_type'>>): ConsoleMove[] {
  const byCode = handsOverByCode(order);
  return order.next_moves.filter((to): to is ConsoleMove => CONSOLE_MOVES.includes(to) && !(byCode && to === 'completed'));
}

/**
 * A pick-up order waiting at the counter: the API's table lets it be completed only with the customer's
 * pick-up code, so the console shows a code field and "Serahkan" instead of a plain button.
 */
export function handsOverByCode(order: Pick<OrderSummary, 'next_moves'> & Partial<Pick<OrderSummary, 'status' | 'shipment_type'>>): boolean {
  return order.shipment_type === 'pickup' && order.status === 'ready_for_pickup' && order.next_moves.includes('completed');
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
