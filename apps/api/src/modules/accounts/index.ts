/** The accounts module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { countUsers, findUserById, listShoppersAfter } from './users.repository.ts';
export { registerAccountSecurity } from './account-security.routes.ts';
export { accountsRoutes } from './accounts.routes.ts';
export { AccountsService } from './accounts.service.ts';
