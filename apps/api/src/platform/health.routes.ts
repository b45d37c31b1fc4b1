import { routes } from '@apotek/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { ok } from './envelope.ts';
import type { RouteRegistrar } from './routes.ts';

/** Liveness and readiness: 503 with status "degraded" when the database does not answer, so a load balancer takes the node out. */
export function healthRoutes(define: RouteRegistrar, deps: { db: Kysely<Database>; kind: DatabaseKind; version: string }): void {
  const started = Date.now();
  define(routes.health, async ({ reply, request }) => {
    let database: 'ok' | 'fail' = 'ok';
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      request.log.error({ err: error }, 'health: database check failed');
      database = 'fail';
    }
    const data = {
      status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
      version: deps.version,
      uptime_s: Math.round((Date.now() - started) / 1000),
      database: deps.kind,
      checks: { database },
    };
    return ok(reply, data, 'ok', database === 'ok' ? 200 : 503);
  });
}
