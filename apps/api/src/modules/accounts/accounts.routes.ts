import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { FastifyRequest } from 'fastify';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { AccountsService, CallerInfo } from './accounts.service.ts';

/** Who is calling, as the account rules need it: address for limits, language, device and channel for records. */
export function callerOf(request: FastifyRequest): CallerInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, locale: request.locale, userAgent: typeof userAgent === 'string' ? userAgent : null, platform: request.appPlatform };
}

export function accountsRoutes(define: RouteRegistrar, accounts: AccountsService): void {
  define(routes.register, async ({ body, request, reply }) => {
    const challenge = await accounts.register(body, callerOf(request));
    return ok(reply, challenge, 'registered');
  });

  define(routes.confirmOtp, async ({ body, request, reply }) => {
    const result = await accounts.confirmOtp(body.otp_id, body.code, callerOf(request));
    return ok(reply, result, result.purpose === 'register' ? 'loggedIn' : 'otpConfirmed');
  });

  define(routes.resendOtp, async ({ body, request, reply }) => {
    const challenge = await accounts.resendOtp(body.otp_id, callerOf(request));
    return ok(reply, challenge, 'otpSent');
  });

  define(routes.login, async ({ body, request, reply }) => {
    const login = await accounts.login(body.login, body.password, callerOf(request));
    return ok(reply, login, 'loggedIn');
  });

  define(routes.resetPassword, async ({ body, request, reply }) => {
    const challenge = await accounts.startPasswordReset(body.login, callerOf(request));
    return ok(reply, challenge, 'otpSent');
  });

  define(routes.setPassword, async ({ body, reply }) => {
    await accounts.setPassword(body.reset_token, body.password);
    return ok(reply, null, 'passwordSet');
  });

  define(routes.logout, async ({ user, reply }) => {
    await accounts.logout(user);
    return ok(reply, null, 'loggedOut');
  });

  define(routes.profile, async ({ user, reply }) => ok(reply, await accounts.profile(user)));

  define(routes.myConsents, async ({ user, reply }) => ok(reply, await accounts.consents(user)));
}
