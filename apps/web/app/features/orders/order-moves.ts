import type { OrderSummary } from '@apotek/contract/orders';

/**
 * Whether the buyer is offered "cancel": only when the API's state table lists the move among the ones it
 * sends this caller (`next_moves`). The web keeps no copy of the rule (issue 8, "Vocabulary once").
 */
export function canCancel(order: Pick<OrderSummary, 'next_moves'>): boolean {
  return order.next_moves.includes('cancelled');
}
