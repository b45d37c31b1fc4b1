import { z } from 'zod';
import { envelope } from './envelope.ts';

/** A message the sandbox messaging adapter kept instead of sending (OTP SMS, e-mail, push). */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'whatsapp', 'email', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxQuery = z.object({ recipient: z.string().max(254).optional() });
export const outboxResponse = envelope(z.array(outboxMessage));
