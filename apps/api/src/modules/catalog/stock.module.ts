import { routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/bus/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { StockConsole } from './stock-console.ts';
import type { StockPorts } from './stock-ports.ts';

export { stockPorts } from './stock-ports.ts';
export { ledgerDrift } from './stock-ledger.ts';

export interface StockLedgerDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** stock.changed after every write: the catalogue's index and caches follow as they do for checkout. */
  bus: Pick<EventBus, 'publish'>;
  ports: StockPorts;
}

/** Stock per pharmacy in the console (issue 15; docs/decisions/040-stock-ledger.md). Scope stock:manage on every route. */
export function registerStockLedger(define: RouteRegistrar, deps: StockLedgerDeps): StockConsole {
  const stock = new StockConsole(deps);
  define(routes.consoleStock, async ({ user, query, reply }) => ok(reply, await stock.list(user, query)));
  define(routes.consoleStockDetail, async ({ user, params, query, reply }) => ok(reply, await stock.detail(user, params.product_id, query.pharmacy_id, query.quantity)));
  define(routes.consoleStockMovements, async ({ user, params, query, reply }) => ok(reply, await stock.movements(user, params.product_id, query)));
  define(routes.consoleStockAdjust, async ({ user, params, body, reply }) => ok(reply, await stock.adjust(user, params.product_id, body)));
  define(routes.consoleStockReceive, async ({ user, params, body, reply }) => ok(reply, await stock.receive(user, params.product_id, body), 'created', 201));
  define(routes.consoleStockThreshold, async ({ user, params, body, reply }) => ok(reply, await stock.threshold(user, params.product_id, body)));
  return stock;
}
