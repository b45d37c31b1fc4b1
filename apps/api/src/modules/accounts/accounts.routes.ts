import { routes } from '@apotek/contract';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { AccountsService } from './accounts.service.ts';

export function accountsRoutes(define: RouteRegistrar, accounts: AccountsService): void {
  define(routes.register, async ({ body, request, reply }) => {
    const challenge = await accounts.register(body, { ip: request.ip, locale: request.locale });
    return ok(reply, challenge, 'registered');
  });

  define(routes.confirmOtp, async ({ body, request, reply }) => {
    const result = await accounts.confirmOtp(body.otp_id, body.code, { ip: request.ip, locale: request.locale });
    return ok(reply, result, result.purpose === 'register' ? 'loggedIn' : 'otpConfirmed');
  });

  define(routes.resendOtp, async ({ body, request, reply }) => {
    const challenge = await accounts.resendOtp(body.otp_id, { ip: request.ip, locale: request.locale });
    return ok(reply, challenge, 'otpSent');
  });

  define(routes.login, async ({ body, request, reply }) => {
    const login = await accounts.login(body.login, body.password, { ip: request.ip, locale: request.locale });
    return ok(reply, login, 'loggedIn');
  });

  define(routes.resetPassword, async ({ body, request, reply }) => {
    const challenge = await accounts.startPasswordReset(body.login, { ip: request.ip, locale: request.locale });
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
}
