import { apiMessage, routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { AccountSecurityService, type AccountSecurityDeps } from './account-security.service.ts';

/** Password change and the signed-in devices list, for the signed-in user. */
export function registerAccountSecurity(define: RouteRegistrar, deps: AccountSecurityDeps): AccountSecurityService {
  const security = new AccountSecurityService(deps);
  accountSecurityRoutes(define, security);
  return security;
}

export function accountSecurityRoutes(define: RouteRegistrar, security: AccountSecurityService): void {
  define(routes.changePassword, async ({ body, user, reply }) => ok(reply, await security.changePassword(user, body), 'passwordChanged'));

  define(routes.mySessions, async ({ user, request, reply }) => ok(reply, await security.sessions(user, request.locale)));

  define(routes.revokeSession, async ({ params, user, reply }) => {
    await security.revoke(user, params.id);
    return ok(reply, { revoked: 1 }, 'sessionRevoked');
  });

  define(routes.revokeSessions, async ({ query, user, request }) => {
    const revoked = await security.revokeOthers(user, query.include_current);
    // The count goes into the message, which ok() cannot fill in.
    return { status: 200, message: apiMessage('sessionsRevoked', request.locale, { count: revoked }), data: { revoked } };
  });
}
