import { describe, expect, it } from 'vitest';
import { createPrescriptionBody } from '@apotek/contract/prescriptions';
import { parseLocalized } from '@apotek/contract/localize';
import { createBodyFrom, formErrors, readUploadForm } from './upload-fields';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

const filled = {
  file_ids: ['file-a', 'file-b', 'file-a'],
  patient_type: 'family',
  patient_name: '  Sari  ',
  patient_age: '7',
  patient_weight_kg: '21,5',
  doctor_name: 'dr. Andi',
  doctor_sip: '',
  prescribed_at: '2026-11-20',
  notes: 'Alergi penisilin',
  pharmacy_id: '12',
};

describe('the upload form', () => {
  it('reads the typed fields and the stored file ids once each', () => {
    const { values, fileIds } = readUploadForm(form(filled));
    expect(fileIds).toEqual(['file-a', 'file-b']);
    expect(values.patient_name).toBe('Sari');
    expect(values.pharmacy_id).toBe('12');
  });

  it('becomes a body the contract accepts, with a comma decimal weight and no SIP as null', () => {
    const parsed = createPrescriptionBody.safeParse(createBodyFrom(readUploadForm(form(filled))));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      file_ids: ['file-a', 'file-b'],
      patient: { relation: 'family', name: 'Sari', age: 7, weight_kg: 21.5 },
      doctor: { name: 'dr. Andi', sip: null },
      date: '2026-11-20',
      pharmacy_id: 12,
    });
  });

  it("puts the contract's errors on the form's fields", () => {
    const body = createBodyFrom(
      readUploadForm(
        form({
          ...filled,
          patient_age: '',
          doctor_name: '',
          prescribed_at: '',
        }),
      ),
    );
    const parsed = parseLocalized(createPrescriptionBody, body, 'id');
    expect(parsed.success).toBe(false);
    const errors = formErrors(parsed.success ? {} : parsed.errors);
    expect(Object.keys(errors).sort()).toEqual(['doctor_name', 'patient_age', 'prescribed_at']);
  });

  it('sends an empty weight as "not given" (the API asks for it for a child) and maps nested error paths', () => {
    const body = createBodyFrom(readUploadForm(form({ ...filled, patient_weight_kg: '' })));
    expect(body.patient.weight_kg).toBeNull();
    expect(createPrescriptionBody.safeParse(body).success).toBe(true);
    expect(formErrors({ 'patient.weight_kg': ['Wajib'], 'file_ids.0': ['x'] })).toEqual({ patient_weight_kg: ['Wajib'], file_ids: ['x'] });
  });

  it('needs at least one file', () => {
    const parsed = parseLocalized(createPrescriptionBody, createBodyFrom(readUploadForm(form({ ...filled, file_ids: [] }))), 'en');
    expect(parsed.success ? {} : formErrors(parsed.errors)).toHaveProperty('file_ids');
  });
});
