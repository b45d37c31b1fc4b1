import { routes } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ok } from '../envelope.ts';
import type { RouteRegistrar } from '../routes.ts';
import { listOutboxMessages } from './outbox.repository.ts';

/** GET /api/dev/outbox: only registered while the sandbox adapter is the one sending. */
export function outboxRoutes(define: RouteRegistrar, db: Kysely<Database>): void {
  define(routes.devOutbox, async ({ query, reply }) => {
    const rows = await listOutboxMessages(db, query.recipient);
    return ok(
      reply,
      rows.map((r) => ({ id: r.public_id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, created_at: r.created_at })),
    );
  });
}
