import { describe, expect, it } from 'vitest';
import { purchaseConsultationBody, startConsultationBody } from '@apotek/contract/consultations';
import { payCallFrom } from './pay-fields';
import { reviewBodyFrom } from './review-fields';
import { readStartForm, startBodyFrom, startFormErrors } from './start-fields';

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe('the start form', () => {
  const filled = {
    doctor: 'dr-andi-pratama',
    complaint: '  Demam tiga hari dan batuk berdahak ',
    patient_type: 'family',
    patient_name: 'Sari',
    patient_age: '6',
    patient_weight_kg: '20,5',
    patient_gender: 'female',
    allergies: 'Amoksisilin',
    medications: '',
    share_health_data: '1',
    consent: '1',
  };

  it('becomes a body the contract accepts, a child with her weight, trimmed', () => {
    const body = startBodyFrom(readStartForm(form(filled)));
    const parsed = startConsultationBody.parse(body);
    expect(parsed).toMatchObject({
      doctor_id: 'dr-andi-pratama',
      complaint: 'Demam tiga hari dan batuk berdahak',
      patient: { relation: 'family', name: 'Sari', age: 6, weight_kg: 20.5, gender: 'female' },
      allergies: 'Amoksisilin',
      share_health_data: true,
      consent: true,
    });
    expect(parsed.medications).toBeUndefined();
  });

  it('sends an unticked consent as false, so the API refuses it on `consent`', () => {
    const body = startBodyFrom(readStartForm(form({ ...filled, consent: '', share_health_data: '' })));
    expect(body.consent).toBe(false);
    expect(body.share_health_data).toBe(false);
    const result = startConsultationBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['consent']);
  });

  it('leaves an empty weight null and a numeric doctor a number', () => {
    const body = startBodyFrom(readStartForm(form({ ...filled, doctor: '12', patient_weight_kg: '' })));
    expect(body.doctor_id).toBe(12);
    expect(body.patient.weight_kg).toBeNull();
  });

  it('puts the API’s errors on the fields that hold them', () => {
    expect(startFormErrors({ 'patient.name': ['Nama wajib diisi'], 'patient.weight_kg': ['Berat wajib'], doctor_id: ['x'], complaint: ['pendek'] })).toEqual({
      patient_name: ['Nama wajib diisi'],
      patient_weight_kg: ['Berat wajib'],
      doctor: ['x'],
      complaint: ['pendek'],
    });
  });
});

describe('the pay form', () => {
  const base = { consultation: 'KNS-7K3M9Q2XH4', pin: '', client_key: 'b6c1e0f2-key', has_charge: '0' };

  it('opens the first QRIS or VA charge through purchase', () => {
    const call = payCallFrom({ ...base, channel: 'qris' });
    expect(call).toEqual({ call: 'purchase', body: { consultation_id: 'KNS-7K3M9Q2XH4', channel: 'qris' } });
    expect(purchaseConsultationBody.safeParse(call?.call === 'purchase' ? call.body : null).success).toBe(true);
  });

  it('makes another channel on an open charge a new token (Ganti metode)', () => {
    expect(payCallFrom({ ...base, channel: 'va_bni', has_charge: '1' })).toEqual({ call: 'token', id: 'KNS-7K3M9Q2XH4', body: { channel: 'va_bni' } });
  });

  it('always pays the wallet through purchase with the PIN and the page’s key', () => {
    const call = payCallFrom({ ...base, channel: 'wallet', pin: ' 123456 ', has_charge: '1' });
    expect(call).toEqual({ call: 'purchase', body: { consultation_id: 'KNS-7K3M9Q2XH4', channel: 'wallet', client_key: 'b6c1e0f2-key', pin: '123456' } });
    expect(purchaseConsultationBody.safeParse(call?.call === 'purchase' ? call.body : null).success).toBe(true);
  });

  it('lets the API refuse a wallet payment without a PIN on the `pin` field', () => {
    const call = payCallFrom({ ...base, channel: 'wallet' });
    expect(call?.call === 'purchase' && call.body.pin).toBeFalsy();
    const result = purchaseConsultationBody.safeParse(call?.call === 'purchase' ? call.body : null);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['pin']);
  });

  it('refuses a form the page never posts', () => {
    expect(payCallFrom({ ...base, channel: 'cash' })).toBeNull();
    expect(payCallFrom({ ...base, consultation: 'APT-7K3M9Q2XH4', channel: 'qris' })).toBeNull();
    expect(payCallFrom({ ...base, channel: 'wallet', client_key: 'short' })).toBeNull();
  });
});

describe('the review form', () => {
  it('takes 1 to 5 stars and a trimmed text', () => {
    expect(reviewBodyFrom({ rating: '4', text: '  Jelas dan ramah ' })).toEqual({ rating: 4, text: 'Jelas dan ramah' });
  });

  it('has no rating without a star or outside 1–5', () => {
    for (const rating of ['', '0', '6', '2.5', 'lima']) expect(reviewBodyFrom({ rating, text: '' }).rating).toBeNull();
  });
});
