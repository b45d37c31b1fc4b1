import type { Generated } from 'kysely';

export interface OutboxTable {
  id: Generated<number>;
  public_id: string;
  channel: 'sms' | 'whatsapp' | 'email' | 'push';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface OutboxTables {
  outbox: OutboxTable;
}
