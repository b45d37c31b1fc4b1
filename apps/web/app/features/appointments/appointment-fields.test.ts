import { describe, expect, it } from 'vitest';
import { bookBodyFrom, bookFormErrors, purchaseBodyFrom } from './appointment-fields';

const form = {
  doctor: 'dr-andi-pratama',
  starts_at: '2026-01-16T09:00:00+07:00',
  patient_type: 'family',
  patient_name: 'Sari',
  patient_age: '4',
  patient_weight_kg: '15,5',
  patient_gender: 'female',
  complaint: 'Batuk pilek sejak kemarin',
  consent: 'on',
};

describe('the booking form', () => {
  it('becomes the body of POST /api/appointment, numbers as numbers and the consent as a boolean', () => {
    expect(bookBodyFrom(form)).toEqual({
      doctor_id: 'dr-andi-pratama',
      starts_at: '2026-01-16T09:00:00+07:00',
      patient: { relation: 'family', name: 'Sari', age: 4, weight_kg: 15.5, gender: 'female' },
      complaint: 'Batuk pilek sejak kemarin',
      consent: true,
    });
    expect(bookBodyFrom({ ...form, doctor: '7', patient_weight_kg: '', consent: '' })).toMatchObject({ doctor_id: 7, patient: { weight_kg: null }, consent: false });
  });

  it("puts the API's error paths on the form's fields", () => {
    expect(bookFormErrors({ 'patient.age': ['Umur wajib diisi'], starts_at: ['x'], other: ['y'] })).toEqual({ patient_age: ['Umur wajib diisi'], starts_at: ['x'], other: ['y'] });
  });
});

describe('the pay form', () => {
  it('sends a PIN and a client key only for the wallet, and refuses what is not a pay form', () => {
    const base = { appointment: 'APM-0123456789', pin: '246810', client_key: 'key-12345678' };
    expect(purchaseBodyFrom({ ...base, channel: 'qris' })).toEqual({ appointment_id: 'APM-0123456789', channel: 'qris' });
    expect(purchaseBodyFrom({ ...base, channel: 'wallet' })).toEqual({ appointment_id: 'APM-0123456789', channel: 'wallet', pin: '246810', client_key: 'key-12345678' });
    expect(purchaseBodyFrom({ ...base, channel: 'cash' })).toBeNull();
    expect(purchaseBodyFrom({ ...base, appointment: 'KNS-0123456789', channel: 'qris' })).toBeNull();
  });
});
