import { type PersonDetail, type PersonSummary, type Role, lastPageOf, routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import { countActiveAdmins, findPerson, listPeople, maskEmail, maskPhone, type PersonRow, revokeUserSessions, setPersonBlocked, setPersonRole } from '../modules/accounts/index.ts';
import { auditActor, recordAudit } from '../modules/audit/index.ts';
import { customerOrders } from '../modules/orders/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { Clock } from '../platform/clock.ts';
import { ok } from '../platform/envelope.ts';
import type { AuthUser } from '../platform/request-context.ts';
import type { RouteRegistrar } from '../platform/routes.ts';

export interface PeopleWiring {
  db: Kysely<Database>;
  clock: Clock;
}

const RECENT_ORDERS = 10;

function statusOf(row: PersonRow): PersonSummary['status'] {
  if (row.blocked_at) return 'blocked';
  return row.verified_at ? 'active' : 'unverified';
}

function summary(row: PersonRow): PersonSummary {
  return { id: row.public_id, name: row.name, email: maskEmail(row.email), phone: maskPhone(row.phone), role: row.role, status: statusOf(row), created_at: row.created_at };
}

async function detail(db: Executor, row: PersonRow): Promise<PersonDetail> {
  const orders = await customerOrders(db, row.id, RECENT_ORDERS);
  return {
    ...summary(row),
    // One account's page is where an admin acts on it: the contact details are whole here, and only here.
    email: row.email,
    phone: row.phone,
    verified_at: row.verified_at,
    blocked_at: row.blocked_at,
    blocked_reason: row.blocked_reason,
    orders: { count: orders.count, recent: orders.recent.map((o) => ({ id: o.public_id, status: o.status, total: o.total, created_at: o.created_at })) },
  };
}

/**
 * The console's people screen (issue 15; docs/decisions/041-console-roles-and-people.md): accounts from
 * the accounts module, their orders from the orders module, and every decision in the audit log inside
 * the decision's own transaction. An admin never acts on their own account, and the last active admin
 * can be neither demoted nor blocked, so the shop cannot lock itself out of its console.
 */
export function wirePeople(define: RouteRegistrar, deps: PeopleWiring): void {
  const { db, clock } = deps;

  async function target(trx: Executor, actor: AuthUser, publicId: string): Promise<PersonRow> {
    const row = await findPerson(trx, publicId);
    if (!row) throw new ApiError(404, 'notFound');
    if (row.id === actor.id) throw new ApiError(409, 'ownRoleUnchangeable');
    return row;
  }

  async function keepAnAdmin(trx: Executor, row: PersonRow): Promise<void> {
    if (row.role === 'admin' && !row.blocked_at && (await countActiveAdmins(trx)) <= 1) throw new ApiError(409, 'lastAdmin');
  }

  define(routes.consolePeople, async ({ query, reply }) => {
    const { rows, total } = await listPeople(db, query);
    return ok(reply, { data: rows.map(summary), page: query.page, perPage: query.perPage, total, lastPage: lastPageOf(total, query.perPage) });
  });

  define(routes.consolePerson, async ({ params, reply }) => {
    const row = await findPerson(db, params.id);
    if (!row) throw new ApiError(404, 'notFound');
    return ok(reply, await detail(db, row));
  });

  define(routes.consolePersonRole, async ({ params, body, user, reply }) => {
    const view = await db.transaction().execute(async (trx) => {
      const row = await target(trx, user, params.id);
      if (row.role === body.role) return detail(trx, row);
      if (body.role !== 'admin') await keepAnAdmin(trx, row);
      const at = clock.now().toISOString();
      await setPersonRole(trx, row.id, body.role as Role, at);
      await recordAudit(trx, { ...auditActor(user), action: 'user.role', entity: 'user', entityId: row.public_id, before: { role: row.role }, after: { role: body.role }, at });
      return detail(trx, { ...row, role: body.role });
    });
    return ok(reply, view, 'roleChanged');
  });

  define(routes.consolePersonBlock, async ({ params, body, user, reply }) => {
    const view = await db.transaction().execute(async (trx) => {
      const row = await target(trx, user, params.id);
      if (row.blocked_at) throw new ApiError(409, 'userAlreadyBlocked');
      await keepAnAdmin(trx, row);
      const at = clock.now().toISOString();
      if (!(await setPersonBlocked(trx, row.id, { at, reason: body.reason }, at))) throw new ApiError(409, 'userAlreadyBlocked');
      // Signed out everywhere at once: a blocked account's tokens stop working with this commit.
      await revokeUserSessions(trx, row.id, at);
      await recordAudit(trx, { ...auditActor(user), action: 'user.block', entity: 'user', entityId: row.public_id, before: { blocked: false }, after: { blocked: true, reason: body.reason }, at });
      return detail(trx, { ...row, blocked_at: at, blocked_reason: body.reason });
    });
    return ok(reply, view, 'userBlocked');
  });

  define(routes.consolePersonUnblock, async ({ params, user, reply }) => {
    const view = await db.transaction().execute(async (trx) => {
      const row = await target(trx, user, params.id);
      const at = clock.now().toISOString();
      if (!row.blocked_at || !(await setPersonBlocked(trx, row.id, null, at))) throw new ApiError(409, 'userNotBlocked');
      await recordAudit(trx, { ...auditActor(user), action: 'user.unblock', entity: 'user', entityId: row.public_id, before: { blocked: true, reason: row.blocked_reason }, after: { blocked: false }, at });
      return detail(trx, { ...row, blocked_at: null, blocked_reason: null });
    });
    return ok(reply, view, 'userUnblocked');
  });
}
