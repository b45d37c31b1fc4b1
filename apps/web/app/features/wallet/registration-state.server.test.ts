import { describe, expect, it } from 'vitest';
import { clearRegistrationCookie, readRegistrationState, registrationCookie, resendIn } from './registration-state.server';

const request = (cookie?: string) => new Request('https://apotek.test/wallet/register/confirmation', cookie ? { headers: { cookie } } : {});
/** The cookie a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('the activation cookie', () => {
  it('round-trips the step, httpOnly and Secure on https, and is cleared by Max-Age=0', () => {
    const state = { destination: '+62812****1384', sent_at: 1_700_000_000_000, resend_after: 60, token: 'reg-token' };
    const set = registrationCookie(request(), state);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Secure/);
    expect(readRegistrationState(request(sentBack(set)))).toEqual(state);
    expect(clearRegistrationCookie(request())).toMatch(/Max-Age=0/);
  });

  it('reads a missing, malformed or incomplete cookie as no state', () => {
    expect(readRegistrationState(request())).toBeNull();
    expect(readRegistrationState(request('apotek_wallet_reg=%7Bnot-json'))).toBeNull();
    expect(readRegistrationState(request(`apotek_wallet_reg=${encodeURIComponent(JSON.stringify({ destination: 'x' }))}`))).toBeNull();
  });

  it('counts the wait for another code down from when it was sent', () => {
    const state = { destination: 'x', sent_at: 1_000_000, resend_after: 60, token: null };
    expect(resendIn(state, 1_000_000)).toBe(60);
    expect(resendIn(state, 1_000_000 + 59_500)).toBe(1);
    expect(resendIn(state, 1_000_000 + 61_000)).toBe(0);
    expect(resendIn(null)).toBe(0);
  });
});
