import { type AuditEntry, lastPageOf, routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { type AuditRow, listAudit } from './audit.repository.ts';

/** Names of the acting accounts (accounts module), so the admin reads a person rather than an id. */
export type AuditActorNames = (userIds: readonly number[]) => Promise<Map<number, string>>;

export interface AuditModuleDeps {
  db: Kysely<Database>;
  actorNames: AuditActorNames;
}

function parse(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
}

function toEntry(row: AuditRow, names: Map<number, string>): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_public_id, name: row.actor_user_id === null ? null : (names.get(row.actor_user_id) ?? null), role: row.actor_role },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

/** GET /api/console/audit: admins only (scope users:manage, checked by the route table). */
export function registerAudit(define: RouteRegistrar, deps: AuditModuleDeps): void {
  define(routes.consoleAudit, async ({ query, reply }) => {
    const { rows, total } = await listAudit(deps.db, query);
    const ids = [...new Set(rows.flatMap((r) => (r.actor_user_id === null ? [] : [r.actor_user_id])))];
    const names = await deps.actorNames(ids);
    return ok(reply, { data: rows.map((r) => toEntry(r, names)), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) });
  });
}
