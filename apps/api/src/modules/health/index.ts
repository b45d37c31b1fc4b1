/** The health tracker's public face (ADR 014; docs/decisions/035-health-tracker.md). */
export { registerHealthTracker, type HealthTrackerDeps } from './health.module.ts';
export type { HealthPorts, HealthConsultation, HealthConsentRecord } from './health.ports.ts';
export type { HealthTables } from './health.tables.ts';
export { eraseHealthData, listHealthAccess, listHealthEntries, type HealthAccess } from './health.exports.ts';
export { healthPorts, type HealthPortSources } from './health.wiring.ts';
