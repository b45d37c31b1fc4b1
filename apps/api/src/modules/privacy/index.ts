/** The privacy module's public face (ADR 014; docs/decisions/037-personal-data-rights.md). */
export { registerPrivacy, type PrivacyDeps } from './privacy.module.ts';
export { PrivacyService } from './privacy.service.ts';
export type { Contact, ExportFile, PersonalData, PersonalDataPorts } from './privacy.ports.ts';
export type { PrivacyTables } from './privacy.tables.ts';
