import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Messaging } from '../../platform/messaging/messaging.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { WalletLimits } from './wallet-limits.ts';
import type { WalletDeps, WalletOrders } from './wallet.ports.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';

export interface WalletModuleDeps extends WalletDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: Messaging;
  /** Keys the PIN pepper and the hashes of codes and tokens. */
  appSecret: string;
  limits: WalletLimits;
  orders: WalletOrders;
}

/** Registers the wallet calls; answers the service so the payment webhook can hand it top-ups. */
export function registerWallet(define: RouteRegistrar, deps: WalletModuleDeps): WalletService {
  const wallet = new WalletService({ db: deps.db, clock: deps.clock, messaging: deps.messaging, secret: deps.appSecret, limits: deps.limits, orders: deps.orders, gateway: deps.gateway, customer: deps.customer });
  walletRoutes(define, wallet);
  return wallet;
}
