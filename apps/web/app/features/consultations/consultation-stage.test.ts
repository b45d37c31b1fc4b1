import { describe, expect, it } from 'vitest';
import { chargeFixture, consultationFixture } from './consultation-fixture';
import { chatPathOf, deadlineOf, stageOf, statusTone, watchesStatus } from './consultation-stage';

describe('stageOf', () => {
  it('asks for a method while unpaid with no charge open, or after a wallet attempt', () => {
    expect(stageOf(consultationFixture())).toBe('choose');
    expect(stageOf(consultationFixture({ payment: chargeFixture({ channel: 'wallet', status: 'failed', qrisUrl: null }) }))).toBe('choose');
  });

  it('shows the open QRIS or VA charge, also paid while the consultation has not moved yet', () => {
    expect(stageOf(consultationFixture({ payment: chargeFixture() }))).toBe('charge');
    expect(stageOf(consultationFixture({ payment: chargeFixture({ channel: 'va_bca', qrisUrl: null, vaCode: '8808123456789012' }) }))).toBe('charge');
    expect(stageOf(consultationFixture({ payment: chargeFixture({ status: 'paid' }) }))).toBe('charge');
  });

  it('offers a new charge once the last one ran out or failed', () => {
    expect(stageOf(consultationFixture({ payment: chargeFixture({ status: 'expired' }) }))).toBe('charge-ended');
    expect(stageOf(consultationFixture({ payment: chargeFixture({ status: 'failed' }) }))).toBe('charge-ended');
  });

  it('is the state itself once paid', () => {
    for (const status of ['waiting', 'active', 'ended', 'reviewed', 'expired', 'refunded'] as const) expect(stageOf(consultationFixture({ status, payment: chargeFixture({ status: 'paid' }) }))).toBe(status);
  });
});

describe('deadlineOf', () => {
  it('races the earlier of the charge and the payment window while unpaid', () => {
    const c = consultationFixture({ payment: chargeFixture({ expires_at: '2026-05-12T07:10:00.000Z' }), payment_due_at: '2026-05-12T07:15:00.000Z' });
    expect(deadlineOf(c)).toEqual({ kind: 'pay', at: '2026-05-12T07:10:00.000Z' });
    expect(deadlineOf({ ...c, payment: chargeFixture({ expires_at: '2026-05-12T08:00:00.000Z' }) })).toEqual({ kind: 'pay', at: '2026-05-12T07:15:00.000Z' });
    expect(deadlineOf({ ...c, payment: null })).toEqual({ kind: 'pay', at: '2026-05-12T07:15:00.000Z' });
  });

  it('counts down to the answer deadline while waiting and to the end while active', () => {
    expect(deadlineOf(consultationFixture({ status: 'waiting', answer_due_at: '2026-05-12T07:30:00.000Z' }))).toEqual({ kind: 'answer', at: '2026-05-12T07:30:00.000Z' });
    expect(deadlineOf(consultationFixture({ status: 'active', ends_at: '2026-05-12T08:00:00.000Z' }))).toEqual({ kind: 'ends', at: '2026-05-12T08:00:00.000Z' });
  });

  it('runs no clock once it is over', () => {
    for (const status of ['ended', 'reviewed', 'expired', 'refunded'] as const) expect(deadlineOf(consultationFixture({ status, ends_at: '2026-05-12T08:00:00.000Z' }))).toBeNull();
  });
});

describe('the rest of the view', () => {
  it('opens the doctor room of a paid consultation', () => {
    expect(chatPathOf({ room_id: null })).toBeNull();
    expect(chatPathOf({ room_id: 42 })).toBe('/messages/doctor/42');
  });

  it('keeps asking the server only while a charge may be paid or a doctor may answer', () => {
    expect(watchesStatus(consultationFixture({ payment: chargeFixture() }))).toBe(true);
    expect(watchesStatus(consultationFixture({ status: 'waiting' }))).toBe(true);
    expect(watchesStatus(consultationFixture())).toBe(false);
    expect(watchesStatus(consultationFixture({ status: 'active' }))).toBe(false);
    expect(watchesStatus(consultationFixture({ status: 'ended' }))).toBe(false);
  });

  it('tones the badge by what the customer has to do', () => {
    expect(statusTone('awaiting_payment')).toBe('warning');
    expect(statusTone('active')).toBe('success');
    expect(statusTone('reviewed')).toBe('neutral');
  });
});
