import { describe, expect, it } from 'vitest';
import { kycBodyFrom, kycCardState, keptValues, kycProblems, maskedNik, normaliseNik, readKycForm, type KycValues } from './kyc-fields';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

// 31 (DKI Jakarta) 71 01, born 17-08-90 as a woman (57 = 17 + 40), serial 0042.
const NIK = '3171015708900042';
const complete: KycValues = { nik: NIK, full_name: 'Kartika Wulandari', ktp_file_id: 'file_ktp_0000000000000001', selfie_file_id: 'file_self_000000000000001', consent: '1' };

describe('readKycForm', () => {
  it('takes a NIK as copied off the card, with spaces, dots or dashes between the groups', () => {
    expect(readKycForm(form({ nik: ' 3171 0157 0890 0042 ' })).nik).toBe(NIK);
    expect(readKycForm(form({ nik: '31.71.01-570890-0042' })).nik).toBe(NIK);
    expect(normaliseNik('3171-0157-0890-0042')).toBe(NIK);
  });

  it('trims the name and keeps one space between words; absent fields are empty', () => {
    const values = readKycForm(form({ full_name: '  Kartika   Wulandari ' }));
    expect(values.full_name).toBe('Kartika Wulandari');
    expect(values).toMatchObject({ nik: '', ktp_file_id: '', selfie_file_id: '', consent: '' });
  });
});

describe('kycProblems', () => {
  it('has none for a complete form', () => {
    expect(kycProblems(complete)).toEqual({});
  });

  it('names each missing field', () => {
    expect(kycProblems({ nik: '', full_name: '', ktp_file_id: '', selfie_file_id: '', consent: '' })).toEqual({
      nik: 'nikMissing',
      full_name: 'nameMissing',
      ktp_file_id: 'ktpMissing',
      selfie_file_id: 'selfieMissing',
      consent: 'consentMissing',
    });
  });

  it('tells a NIK of the wrong length or with letters from one of the right length that cannot exist', () => {
    expect(kycProblems({ ...complete, nik: '317101570890004' }).nik).toBe('nikDigits');
    expect(kycProblems({ ...complete, nik: '31710157089000421' }).nik).toBe('nikDigits');
    expect(kycProblems({ ...complete, nik: '317101570890004A' }).nik).toBe('nikDigits');
    // Province 00, a 13th month, a day 32 (72 for a woman), a serial of 0000.
    expect(kycProblems({ ...complete, nik: '0071015708900042' }).nik).toBe('nikImplausible');
    expect(kycProblems({ ...complete, nik: '3171015713900042' }).nik).toBe('nikImplausible');
    expect(kycProblems({ ...complete, nik: '3171017208900042' }).nik).toBe('nikImplausible');
    expect(kycProblems({ ...complete, nik: '3171015708900000' }).nik).toBe('nikImplausible');
    // A man's birth day as printed (17, no +40) is as good.
    expect(kycProblems({ ...complete, nik: '3171011708900042' }).nik).toBeUndefined();
  });

  it('wants a name of at least three letters and the consent ticked', () => {
    expect(kycProblems({ ...complete, full_name: 'Al' }).full_name).toBe('nameShort');
    expect(kycProblems({ ...complete, consent: 'on' }).consent).toBeUndefined();
    expect(kycProblems({ ...complete, consent: 'no' }).consent).toBe('consentMissing');
  });
});

describe('kycBodyFrom and keptValues', () => {
  it('sends the four fields the API takes, and never keeps the NIK for the page', () => {
    expect(kycBodyFrom(complete)).toEqual({ nik: NIK, full_name: 'Kartika Wulandari', ktp_file_id: complete.ktp_file_id, selfie_file_id: complete.selfie_file_id, consent: true });
    expect(keptValues(complete)).toEqual({ full_name: 'Kartika Wulandari', consent: '1' });
  });
});

describe('kycCardState', () => {
  it('follows the latest request, the wallet flag first', () => {
    expect(kycCardState(false, null)).toBe('unverified');
    expect(kycCardState(false, { status: 'pending' })).toBe('pending');
    expect(kycCardState(false, { status: 'rejected' })).toBe('rejected');
    expect(kycCardState(false, { status: 'verified' })).toBe('verified');
    expect(kycCardState(true, null)).toBe('verified');
    expect(kycCardState(true, { status: 'rejected' })).toBe('verified');
  });

  it('shows only the last four digits of a NIK', () => {
    expect(maskedNik('0042')).toBe('•••• •••• •••• 0042');
  });
});
