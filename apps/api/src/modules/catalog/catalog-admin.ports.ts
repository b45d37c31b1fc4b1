import type { AuditAction, AuditEntity, Role } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/** One console write as the audit log keeps it (the audit module's AuditRecord, restated: ADR 014). */
export interface CatalogAuditRecord {
  actorUserId: number;
  actorPublicId: string;
  actorRole: Role;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** Writes the entry inside the write's own transaction (the audit module's recordAudit, handed over in app.ts). */
export type CatalogAudit = (trx: Executor, record: CatalogAuditRecord) => Promise<void>;

/** Cleans and stores an uploaded product image (the media module's pipeline); answers its content hash. */
export interface ProductImages {
  ingest(bytes: Buffer): Promise<{ hash: string }>;
}

/** The actor fields of a record from the signed-in user. */
export function auditActor(user: { id: number; publicId: string; role: Role }): Pick<CatalogAuditRecord, 'actorUserId' | 'actorPublicId' | 'actorRole'> {
  return { actorUserId: user.id, actorPublicId: user.publicId, actorRole: user.role };
}
