import { data, redirect, type AppLoadContext } from 'react-router';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { mergeGuestCartAfterLogin } from '~/lib/guest-cart.server';
import { serverApi, sessionCookie } from '~/lib/session.server';
import { cookieHeaders, refused, text } from '~/lib/action-helpers.server';
import type { FormResult } from '~/lib/form-result';
import { clearOtpStateCookie, otpStateCookie, readOtpState } from './otp-state.server';
import { welcomeCookie } from './welcome.server';

const OTP_STEP = '/auth/register?step=otp';

/** POST /auth/register (and its backup page): creates the account, then the OTP step takes over. */
export async function registerAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = text(form, 'intent') || 'register';
  if (intent === 'confirm') return confirmRegistration(request, context, form);
  if (intent === 'resend') return resendCode(request, context, 'register');

  const values = { name: text(form, 'name'), email: text(form, 'email'), phone: text(form, 'phone') };
  const result = await serverApi(request, context).call('register', {
    body: {
      ...values,
      password: text(form, 'password'),
      password_confirmation: text(form, 'password_confirmation'),
      consent: form.get('consent') === 'on',
    },
  });
  if (!result.ok) return refused(result, values);
  const to = safeRedirect(text(form, 'redirect'));
  throw redirect(OTP_STEP, { headers: cookieHeaders(otpStateCookie(request, result.body.data, to)) });
}

async function confirmRegistration(request: Request, context: AppLoadContext, form: FormData) {
  const state = readOtpState(request);
  if (!state || state.purpose !== 'register') throw redirect('/auth/register');
  const result = await serverApi(request, context).call('confirmOtp', { body: { otp_id: state.otp_id, code: text(form, 'code') } });
  if (!result.ok) return refused(result);
  const auth = result.body.data.authentication;
  if (!auth) throw redirect('/auth/login', { headers: cookieHeaders(clearOtpStateCookie(request)) });
  const merged = await mergeGuestCartAfterLogin(request, context, auth.token);
  throw redirect(state.redirect, {
    headers: cookieHeaders(sessionCookie(request, auth.token, auth.expires_at), clearOtpStateCookie(request), welcomeCookie(request), ...merged),
  });
}

/** Asks for a fresh code for the challenge in progress; shared by registration and password reset. */
export async function resendCode(request: Request, context: AppLoadContext, purpose: 'register' | 'reset_password') {
  const state = readOtpState(request);
  if (!state || state.purpose !== purpose) throw redirect(purpose === 'register' ? '/auth/register' : '/auth/password');
  const result = await serverApi(request, context).call('resendOtp', { body: { otp_id: state.otp_id } });
  if (!result.ok) return refused(result);
  const notice: FormResult = { notice: 'resent' };
  return data(notice, { headers: cookieHeaders(otpStateCookie(request, result.body.data, state.redirect)) });
}
