import type { AuditEntity, AuditQuery, Role } from '@apotek/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ConsoleAuditLogTable } from './audit.tables.ts';

export type AuditRow = Selectable<ConsoleAuditLogTable>;

/** The fields of a record worth keeping before and after a decision; never secrets (codes, hashes). */
export type AuditSnapshot = Record<string, unknown> | null;

export interface AuditRecord {
  actorUserId: number;
  actorPublicId: string;
  actorRole: Role;
  action: string;
  entity: AuditEntity;
  /** The entity's public id: an order's APT-…, a prescription's id as the API names it. */
  entityId: string;
  before: AuditSnapshot;
  after: AuditSnapshot;
  /** ISO-8601 UTC, from the caller's clock, so the entry and the decision carry the same instant. */
  at: string;
}

/** The three actor fields of a record, from the signed-in user (platform/request-context.ts AuthUser). */
export function auditActor(user: { id: number; publicId: string; role: Role }): Pick<AuditRecord, 'actorUserId' | 'actorPublicId' | 'actorRole'> {
  return { actorUserId: user.id, actorPublicId: user.publicId, actorRole: user.role };
}

/**
 * Writes one entry. Pass the decision's own transaction: the entry commits with the decision or not at all,
 * and a decision refused later in that transaction leaves no entry behind.
 */
export async function recordAudit(trx: Executor, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('console_audit_log')
    .values({
      actor_user_id: record.actorUserId,
      actor_public_id: record.actorPublicId,
      actor_role: record.actorRole,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId,
      before_json: record.before === null ? null : JSON.stringify(record.before),
      after_json: record.after === null ? null : JSON.stringify(record.after),
      at: record.at,
    })
    .execute();
}

/** Start of a day or the instant itself; `end` moves a day to the start of the next one. */
function bound(value: string, end: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00.000Z`);
    return new Date(end ? start + 86_400_000 : start).toISOString();
  }
  return new Date(value).toISOString();
}

/** Newest first, filtered as the admin asked. `to` as a day includes that whole day. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  let q = db.selectFrom('console_audit_log');
  if (query.entity) q = q.where('entity', '=', query.entity);
  if (query.entity_id) q = q.where('entity_id', '=', query.entity_id);
  if (query.actor) q = q.where('actor_public_id', '=', query.actor);
  if (query.action) q = q.where('action', '=', query.action);
  if (query.from) q = q.where('at', '>=', bound(query.from, false));
  if (query.to) {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(query.to);
    q = q.where('at', day ? '<' : '<=', bound(query.to, day));
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { rows, total: Number(total) };
}
