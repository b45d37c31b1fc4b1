import { otpChallenge, type OtpChallenge } from '@apotek/contract/auth';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { readCookie, serializeCookie } from '~/lib/cookie';
import type { OtpView } from './otp-view';

/**
 * The OTP step in progress, kept in an httpOnly cookie so the step survives a reload and works without
 * JavaScript. It holds nothing secret: the code itself never leaves the visitor's phone or e-mail.
 */
const OTP_COOKIE = 'apotek_otp';
const RESET_COOKIE = 'apotek_reset';
const OTP_COOKIE_SECONDS = 30 * 60;
const RESET_COOKIE_SECONDS = 15 * 60;

export interface OtpState extends OtpChallenge {
  sent_at: number;
  redirect: string;
}

function secure(request: Request) {
  return new URL(request.url).protocol === 'https:';
}

export function readOtpState(request: Request): OtpState | null {
  const raw = readCookie(request.headers.get('cookie'), OTP_COOKIE);
  if (!raw) return null;
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    const challenge = otpChallenge.safeParse(json);
    if (!challenge.success || typeof json.sent_at !== 'number') return null;
    return { ...challenge.data, sent_at: json.sent_at, redirect: safeRedirect(json.redirect) };
  } catch {
    return null;
  }
}

export function otpStateCookie(request: Request, challenge: OtpChallenge, redirect: string): string {
  const state: OtpState = { ...challenge, sent_at: Date.now(), redirect: safeRedirect(redirect) };
  return serializeCookie(OTP_COOKIE, JSON.stringify(state), { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: OTP_COOKIE_SECONDS });
}

export function clearOtpStateCookie(request: Request): string {
  return serializeCookie(OTP_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: 0 });
}

/** Seconds until a new code may be asked for. */
export function resendIn(state: OtpState): number {
  return Math.max(0, Math.ceil((state.sent_at + state.resend_after * 1000 - Date.now()) / 1000));
}

export function otpView(state: OtpState): OtpView {
  return { destination: state.destination, channel: state.channel, resendIn: resendIn(state) };
}

export function readResetToken(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), RESET_COOKIE);
}

export function resetTokenCookie(request: Request, token: string): string {
  return serializeCookie(RESET_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: RESET_COOKIE_SECONDS });
}

export function clearResetTokenCookie(request: Request): string {
  return serializeCookie(RESET_COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: 0 });
}
