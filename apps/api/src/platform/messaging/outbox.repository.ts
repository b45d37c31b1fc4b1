import type { Executor } from '../../db/database.ts';
import type { OutboxTable } from './outbox.tables.ts';
import type { Insertable } from 'kysely';

export function insertOutboxMessage(db: Executor, row: Insertable<OutboxTable>) {
  return db.insertInto('outbox').values(row).execute();
}

export function listOutboxMessages(db: Executor, recipient: string | undefined, limit = 50) {
  let q = db
    .selectFrom('outbox')
    .select(['public_id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (recipient) q = q.where('recipient', '=', recipient);
  return q.execute();
}
