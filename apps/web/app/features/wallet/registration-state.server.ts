import { readCookie, serializeCookie } from '~/lib/cookie';

/**
 * The activation in progress, kept in an httpOnly cookie so the steps survive a reload and work without
 * scripts: where the code went, when it was sent (for the one-minute wait before another), and once the
 * code is right, the registration token confirm-registration needs (valid 10 minutes at the API).
 */
const COOKIE = 'apotek_wallet_reg';
const COOKIE_SECONDS = 15 * 60;

export interface RegistrationState {
  destination: string;
  sent_at: number;
  resend_after: number;
  token: string | null;
}

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

export function readRegistrationState(request: Request): RegistrationState | null {
  const raw = readCookie(request.headers.get('cookie'), COOKIE);
  if (!raw) return null;
  try {
    const json = JSON.parse(raw) as Partial<RegistrationState>;
    if (typeof json.destination !== 'string' || typeof json.sent_at !== 'number' || typeof json.resend_after !== 'number') return null;
    return { destination: json.destination, sent_at: json.sent_at, resend_after: json.resend_after, token: typeof json.token === 'string' ? json.token : null };
  } catch {
    return null;
  }
}

export function registrationCookie(request: Request, state: RegistrationState): string {
  return serializeCookie(COOKIE, JSON.stringify(state), { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: COOKIE_SECONDS });
}

export function clearRegistrationCookie(request: Request): string {
  return serializeCookie(COOKIE, '', { httpOnly: true, sameSite: 'Lax', secure: secure(request), maxAge: 0 });
}

/** Seconds until another code may be asked for. */
export function resendIn(state: RegistrationState | null, now = Date.now()): number {
  if (!state) return 0;
  return Math.max(0, Math.ceil((state.sent_at + state.resend_after * 1000 - now) / 1000));
}
