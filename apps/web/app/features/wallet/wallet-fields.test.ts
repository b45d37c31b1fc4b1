import { describe, expect, it } from 'vitest';
import { historyFilterFrom, historyHref, isTopUpChannel, parseRupiah, payOrderBodyFrom, registrationStep, roomUnderCap, TOP_UP_PRESETS, topUpAmountFrom, topUpProblem } from './wallet-fields';

describe('parseRupiah', () => {
  it.each([
    ['150000', 150_000],
    ['150.000', 150_000],
    ['150,000', 150_000],
    ['Rp 150.000', 150_000],
    ['rp150.000', 150_000],
    [' 1.000.000 ', 1_000_000],
    ['50000', 50_000],
  ])('reads %s as %d', (input, value) => expect(parseRupiah(input)).toBe(value));

  it.each(['', 'abc', '150.00', '1.5', '15.0000', '-5000', '0', '10e4', 'Rp', '150.000,50'])('refuses %j', (input) => expect(parseRupiah(input)).toBeNull());
});

describe('top-up amount and problems', () => {
  const limits = { min: 10_000, room: 300_000 };
  const form = (fields: Partial<{ preset: string; custom: string; channel: string }>) => ({ preset: '', custom: '', channel: 'va_bca', ...fields });

  it('prefers a typed amount over the chosen preset', () => {
    expect(topUpAmountFrom({ preset: '100000', custom: '' })).toBe(100_000);
    expect(topUpAmountFrom({ preset: '100000', custom: '75.000' })).toBe(75_000);
    expect(topUpAmountFrom({ preset: '', custom: '  ' })).toBeNull();
  });

  it('names the first thing to fix', () => {
    expect(topUpProblem(form({}), limits)).toBe('amountMissing');
    expect(topUpProblem(form({ custom: '12,5' }), limits)).toBe('amountInvalid');
    expect(topUpProblem(form({ custom: '9.999' }), limits)).toBe('amountTooSmall');
    expect(topUpProblem(form({ custom: '300.001' }), limits)).toBe('amountOverRoom');
    expect(topUpProblem(form({ preset: '100000', channel: '' }), limits)).toBe('channelMissing');
    expect(topUpProblem(form({ preset: '100000', channel: 'wallet' }), limits)).toBe('channelMissing');
    expect(topUpProblem(form({ custom: '300.000' }), limits)).toBeNull();
    expect(topUpProblem(form({ custom: '10.000', channel: 'qris' }), limits)).toBeNull();
  });

  it('offers presets in rising order, all at least the default minimum', () => {
    expect([...TOP_UP_PRESETS].sort((a, b) => a - b)).toEqual([...TOP_UP_PRESETS]);
    expect(Math.min(...TOP_UP_PRESETS)).toBeGreaterThanOrEqual(10_000);
  });

  it('leaves the room under the cap, never below zero', () => {
    expect(roomUnderCap({ balance: 1_500_000, balance_cap: 2_000_000 })).toBe(500_000);
    expect(roomUnderCap({ balance: 2_500_000, balance_cap: 2_000_000 })).toBe(0);
    expect(roomUnderCap({ balance: 1_500_000, balance_cap: 2_000_000 }, 200_000)).toBe(300_000);
    expect(roomUnderCap({ balance: 1_500_000, balance_cap: 2_000_000 }, 600_000)).toBe(0);
  });

  it('tops up by QRIS and the VAs that show all a customer needs, not Mandiri (no biller code kept)', () => {
    expect(['qris', 'va_bca', 'va_bni', 'va_bri', 'va_permata'].every(isTopUpChannel)).toBe(true);
    expect(isTopUpChannel('va_mandiri')).toBe(false);
    expect(isTopUpChannel('wallet')).toBe(false);
  });
});

describe('history filters', () => {
  const parse = (query: string) => historyFilterFrom(new URLSearchParams(query));

  it('reads kind, dates and page, dropping what it cannot read', () => {
    expect(parse('kind=top_up&from=2025-11-01&to=2025-11-30&page=2')).toEqual({ kind: 'top_up', from: '2025-11-01', to: '2025-11-30', page: 2 });
    expect(parse('kind=bonus&from=01-11-2025&to=2025-13-45&page=0')).toEqual({ kind: null, from: null, to: null, page: 1 });
    expect(parse('page=abc').page).toBe(1);
  });

  it('swaps a range typed backwards', () => {
    expect(parse('from=2025-11-30&to=2025-11-01')).toMatchObject({ from: '2025-11-01', to: '2025-11-30' });
  });

  it('builds page links that keep the filters', () => {
    const filter = parse('kind=payment&from=2025-11-01');
    expect(historyHref(filter, 3)).toBe('/wallet?kind=payment&from=2025-11-01&page=3#history');
    expect(historyHref(filter, 1)).toBe('/wallet?kind=payment&from=2025-11-01#history');
    expect(historyHref(parse(''), 1)).toBe('/wallet#history');
  });
});

describe('payOrderBodyFrom', () => {
  const base = { order: 'APT-7K3M9Q2XH4', client_key: '2f1e6c9a-4b7d-4e0a-9a55-1d3c2b4a5e6f', pin: '135790' };

  it('sends the order, the page key and the PIN', () => {
    expect(payOrderBodyFrom(base)).toEqual({ order_id: 'APT-7K3M9Q2XH4', client_key: base.client_key, pin: '135790' });
  });

  it('leaves out an empty PIN so the API says it is required', () => {
    expect(payOrderBodyFrom({ ...base, pin: '  ' })).toEqual({ order_id: 'APT-7K3M9Q2XH4', client_key: base.client_key });
  });

  it('refuses a malformed order id or client key (the page never posts one)', () => {
    expect(payOrderBodyFrom({ ...base, order: 'KNS-7K3M9Q2XH4' })).toBeNull();
    expect(payOrderBodyFrom({ ...base, client_key: 'short' })).toBeNull();
    expect(payOrderBodyFrom({ ...base, client_key: 'has spaces in it' })).toBeNull();
  });
});

describe('registrationStep', () => {
  it('follows the wallet status, and the PIN step needs the token this browser holds', () => {
    expect(registrationStep('unregistered', false)).toBe('phone');
    expect(registrationStep('pending', false)).toBe('otp');
    expect(registrationStep('otp_verified', true)).toBe('pin');
    expect(registrationStep('otp_verified', false)).toBe('otp');
    expect(registrationStep('active', true)).toBe('done');
  });

  it('goes back to the number when asked, until the wallet is active', () => {
    expect(registrationStep('pending', false, true)).toBe('phone');
    expect(registrationStep('otp_verified', true, true)).toBe('phone');
    expect(registrationStep('active', false, true)).toBe('done');
  });
});
