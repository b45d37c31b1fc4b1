import { redirect, type AppLoadContext } from 'react-router';
import { otpChallenge } from '@apotek/contract/auth';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { mergeGuestCartAfterLogin } from '~/lib/guest-cart.server';
import { serverApi, sessionCookie } from '~/lib/session.server';
import { cookieHeaders, refused, text } from '~/lib/action-helpers.server';
import { otpStateCookie } from './otp-state.server';

/** POST /auth/login: signs in, keeps the token in the session cookie, returns to the remembered page. */
export async function loginAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const login = text(form, 'login');
  const to = safeRedirect(text(form, 'redirect'));
  const result = await serverApi(request, context).call('login', { body: { login, password: text(form, 'password') } });
  if (result.ok) {
    const { token, expires_at } = result.body.data.authentication;
    const merged = await mergeGuestCartAfterLogin(request, context, token);
    throw redirect(to, { headers: cookieHeaders(sessionCookie(request, token, expires_at), ...merged) });
  }
  // An unverified account was sent a fresh code: finish the registration's OTP step, then go on.
  const challenge = result.status === 403 ? otpChallenge.safeParse(result.data) : null;
  if (challenge?.success) {
    throw redirect('/auth/register?step=otp', { headers: cookieHeaders(otpStateCookie(request, challenge.data, to)) });
  }
  return refused(result, { login });
}
