import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import type { Messaging, OutgoingMessage } from './messaging.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/**
 * The embedded default: nothing leaves the machine. Each message is kept in the outbox table (listed by
 * /api/dev/outbox and the web's /dev/outbox page) and printed to the log, so a tester can finish
 * registration without a phone.
 */
export class SandboxMessaging implements Messaging {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      public_id: randomUUID(),
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      created_at: this.clock.now().toISOString(),
    });
    this.log.info(`[outbox] ${message.channel} to ${message.recipient} : ${message.body}`);
  }
}
