import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { PromotionPorts } from './promotions.ports.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { PromosService } from './promos.service.ts';
import { VouchersService } from './vouchers.service.ts';

export interface PromotionsModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: PromotionPorts;
}

export function registerPromotions(define: RouteRegistrar, deps: PromotionsModuleDeps): { vouchers: VouchersService; promos: PromosService } {
  const vouchers = new VouchersService({ db: deps.db, clock: deps.clock });
  const promos = new PromosService({ db: deps.db, clock: deps.clock, ports: deps.ports, vouchers });
  promotionsRoutes(define, vouchers, promos);
  return { vouchers, promos };
}
