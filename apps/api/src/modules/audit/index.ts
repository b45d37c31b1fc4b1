/**
 * The audit module's public face (ADR 014; docs/decisions/023-rx-gating-and-audit.md): console decisions
 * record themselves through `recordAudit` inside their own transaction; the admin reads them on
 * GET /api/console/audit.
 */
export { type AuditRecord, type AuditSnapshot, auditActor, recordAudit } from './audit.repository.ts';
export { type AuditActorNames, type AuditModuleDeps, registerAudit } from './audit.routes.ts';
export type { AuditTables, ConsoleAuditLogTable } from './audit.tables.ts';
