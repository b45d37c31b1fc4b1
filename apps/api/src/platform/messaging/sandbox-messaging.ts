import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { maskRecipient } from '../log-scrub.ts';
import type { Messaging, OutgoingMessage } from './messaging.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/**
 * The embedded default: nothing leaves the machine. Each message is kept in the outbox table, read through
 * the guarded /api/dev/outbox and the web's /dev/outbox page, so a tester can finish registration without
 * a phone. The log says only that a message went, to a masked recipient: an OTP with its phone number in a
 * log is an account for whoever reads the log.
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
    this.log.info({ channel: message.channel, to: maskRecipient(message.recipient) }, 'sandbox message kept in the outbox (/dev/outbox)');
  }
}
