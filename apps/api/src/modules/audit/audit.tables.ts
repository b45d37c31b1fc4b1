import type { AuditEntity, Role } from '@apotek/contract';
import type { Generated } from 'kysely';

/** One console decision (migration 0028). Insert-only. */
export interface ConsoleAuditLogTable {
  id: Generated<number>;
  /** Null once the account is deleted; `actor_public_id` still names it. */
  actor_user_id: number | null;
  actor_public_id: string;
  /** The role the actor acted in (an admin acting in the console stays an admin here). */
  actor_role: Role;
  action: string;
  entity: AuditEntity;
  entity_id: string;
  /** JSON of the record's relevant fields before and after the decision; null where there was none. */
  before_json: string | null;
  after_json: string | null;
  at: string;
}

export interface AuditTables {
  console_audit_log: ConsoleAuditLogTable;
}
