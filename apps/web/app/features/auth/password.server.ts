import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/session.server';
import { cookieHeaders, refused, text } from '~/lib/action-helpers.server';
import { clearOtpStateCookie, clearResetTokenCookie, otpStateCookie, readOtpState, readResetToken, resetTokenCookie } from './otp-state.server';
import { resendCode } from './register.server';

/** POST /auth/password: sends a reset code (the API answers the same whether the account exists). */
export async function requestResetAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const login = text(form, 'login');
  const result = await serverApi(request, context).call('resetPassword', { body: { login } });
  if (!result.ok) return refused(result, { login });
  throw redirect('/auth/password/confirm', { headers: cookieHeaders(otpStateCookie(request, result.body.data, '/')) });
}

/** POST /auth/password/confirm: trades the code for a reset token, kept in a short-lived cookie. */
export async function confirmResetAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (text(form, 'intent') === 'resend') return resendCode(request, context, 'reset_password');
  const state = readOtpState(request);
  if (!state || state.purpose !== 'reset_password') throw redirect('/auth/password');
  const result = await serverApi(request, context).call('confirmOtp', { body: { otp_id: state.otp_id, code: text(form, 'code') } });
  if (!result.ok) return refused(result);
  const token = result.body.data.reset_token;
  if (!token) throw redirect('/auth/password');
  throw redirect('/auth/password/reset', {
    headers: cookieHeaders(resetTokenCookie(request, token), clearOtpStateCookie(request)),
  });
}

/** POST /auth/password/reset: sets the new password, then the visitor signs in with it. */
export async function setPasswordAction(request: Request, context: AppLoadContext) {
  const token = readResetToken(request);
  if (!token) throw redirect('/auth/password');
  const form = await request.formData();
  const result = await serverApi(request, context).call('setPassword', {
    body: { reset_token: token, password: text(form, 'password'), password_confirmation: text(form, 'password_confirmation') },
  });
  if (!result.ok) return refused(result);
  throw redirect('/auth/login?reset=done', { headers: cookieHeaders(clearResetTokenCookie(request)) });
}
