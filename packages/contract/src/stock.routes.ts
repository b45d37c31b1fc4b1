import { route } from './route-def.ts';
import * as stock from './stock.ts';

/** Routes of issue 15 (stock); spread into the route table in routes.ts. */
export const stockRoutes = {
  consoleStock: route({ method: 'GET', path: '/api/console/stock', query: stock.stockListQuery, response: stock.stockListResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: "A pharmacy's stock: on hand, reserved, low-stock flags and expiry (pharmacists: their own pharmacy)" }),
  consoleStockDetail: route({ method: 'GET', path: '/api/console/stock/:product_id', params: stock.stockProductParams, query: stock.stockDetailQuery, response: stock.stockDetailResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: 'One product of a pharmacy: its batches first-expiry-first-out and which to pick for a quantity' }),
  consoleStockMovements: route({ method: 'GET', path: '/api/console/stock/:product_id/movements', params: stock.stockProductParams, query: stock.stockMovementsQuery, response: stock.stockMovementsResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: "A product's stock-movement ledger at a pharmacy, newest first" }),
  consoleStockAdjust: route({ method: 'POST', path: '/api/console/stock/:product_id/adjust', params: stock.stockProductParams, body: stock.stockAdjustBody, response: stock.stockRowResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: 'Adjust stock with a reason (received, damaged, expired, count correction); never below zero' }),
  consoleStockReceive: route({ method: 'POST', path: '/api/console/stock/:product_id/receive', params: stock.stockProductParams, body: stock.stockReceiveBody, response: stock.stockRowResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: 'Receive a batch with its number and expiry date' }),
  consoleStockThreshold: route({ method: 'PUT', path: '/api/console/stock/:product_id/threshold', params: stock.stockProductParams, body: stock.stockThresholdBody, response: stock.stockRowResponse, auth: { scope: 'stock:manage' }, tags: ['console'], summary: "Set a product's low-stock threshold at a pharmacy (null: the default)" }),
} as const satisfies Record<string, ReturnType<typeof route>>;
