/** The accounts module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { countUsers, findUserById, listShoppersAfter } from './users.repository.ts';
export { registerAccountSecurity } from './account-security.routes.ts';
export { accountsRoutes } from './accounts.routes.ts';
export { AccountsService } from './accounts.service.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './accounts.erasure.ts';
/** A campaign's audience without those who opted out of its channel (issue 14; ADR 036). */
export { listShoppersWanting } from './notification-preferences.repository.ts';
/** The console's people screen (issue 15; docs/decisions/041-console-roles-and-people.md). */
export { countActiveAdmins, findPerson, listPeople, type PersonRow, setPersonBlocked, setPersonRole } from './people.repository.ts';
export { maskEmail, maskPhone } from './mask.ts';
export { revokeUserSessions } from './sessions.repository.ts';
/** The profile's settings (issue 14; docs/decisions/036) and the consents other modules record (health data). */
export { registerProfile } from './profile.module.ts';
export { insertConsents, listConsents } from './consents.repository.ts';
