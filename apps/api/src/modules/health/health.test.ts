import { bmiCategory, bmiOf, HEALTH_CONSENT_VERSION } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { loginDemo } from '../../../test/app.ts';
import { paidConsultationFor } from '../../../test/chat.ts';
import { type CommerceTestApp, createCommerceTestApp } from '../../../test/commerce.ts';
import { eraseHealthData, listHealthAccess, listHealthEntries } from './health.exports.ts';

let t: CommerceTestApp;
const EN = { i18n_redirected: 'en' };

beforeAll(async () => {
  t = await createCommerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const add = (token: string, body: Record<string, unknown>, cookies?: Record<string, string>) => t.call({ method: 'POST', url: '/api/my/health-tracker', token, payload: body, ...(cookies ? { cookies } : {}) });
const consent = (token: string) => t.call({ method: 'POST', url: '/api/my/health-tracker/consent', token, payload: { consent: true } });
const byName = async (token: string, name: string) => (await t.call({ method: 'GET', url: `/api/my/health-tracker/by-name?name=${name}`, token })).json().data;
const entriesCount = async (userToken: string) => (await t.call({ method: 'GET', url: '/api/my/health-tracker', token: userToken })).json().data.trackers.reduce((n: number, tr: { entries: unknown[] }) => n + tr.entries.length, 0);

async function consentingCustomer() {
  const c = await signUp(t);
  expect((await consent(c.token)).statusCode).toBe(200);
  return c;
}

async function userIdOf(email: string): Promise<number> {
  return (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('consent (UU PDP: health data is specific personal data)', () => {
  it('refuses the first entry with a localised 409 until consent is given, then records it with its version', async () => {
    const c = await signUp(t);
    const overview = await t.call({ method: 'GET', url: '/api/my/health-tracker', token: c.token });
    expect(overview.json().data.consent).toMatchObject({ given: false, version: HEALTH_CONSENT_VERSION });

    const refused = await add(c.token, { tracker: 'weight', weight: '70', date: '2025-11-01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ data: { code: 'health_consent_required' } });
    expect(refused.json().message).toContain('persetujuan');
    const refusedEn = await t.call({ method: 'POST', url: '/api/bmi', token: c.token, payload: { height: 170, weight: 70 }, cookies: EN });
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json().message).toContain('consent');
    expect(await entriesCount(c.token)).toBe(0);

    const given = await consent(c.token);
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ given: true, version: HEALTH_CONSENT_VERSION, withdrawn_at: null });
    const rows = await t.database.db.selectFrom('consents').selectAll().where('user_id', '=', await userIdOf(c.body.email)).where('document', '=', 'health_data' as never).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: HEALTH_CONSENT_VERSION, channel: 'web' });
    // Giving it again records nothing new.
    await consent(c.token);
    expect(await t.database.db.selectFrom('consents').select('id').where('user_id', '=', await userIdOf(c.body.email)).where('document', '=', 'health_data' as never).execute()).toHaveLength(1);

    expect((await add(c.token, { tracker: 'weight', weight: '70', date: '2025-11-01' })).statusCode).toBe(200);
  });

  it('refuses new entries again once the consent is withdrawn', async () => {
    const c = await consentingCustomer();
    await t.database.db.updateTable('consents').set({ withdrawn_at: t.clock.now().toISOString() }).where('user_id', '=', await userIdOf(c.body.email)).where('document', '=', 'health_data' as never).execute();
    const refused = await add(c.token, { tracker: 'heart_rate', bpm: 70 });
    expect(refused.statusCode).toBe(409);
    const overview = (await t.call({ method: 'GET', url: '/api/my/health-tracker', token: c.token })).json().data;
    expect(overview.consent).toMatchObject({ given: false, withdrawn_at: expect.any(String) });
    // Consenting again after a withdrawal is a new record.
    expect((await consent(c.token)).json().data.given).toBe(true);
    expect((await add(c.token, { tracker: 'heart_rate', bpm: 70 })).statusCode).toBe(200);
  });

  it('needs a sign-in for the tracker, not for the calculator', async () => {
    expect((await t.call({ method: 'GET', url: '/api/my/health-tracker' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/bmi', payload: { height: 170, weight: 70 } })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/bmi/calculator', payload: { height: 170, weight: 70 } })).statusCode).toBe(200);
  });
});

describe('trackers: add, list, sort', () => {
  it('records each tracker and lists it by name in date order, a missing date first (1970-01-01)', async () => {
    const c = await consentingCustomer();
    const cases: Array<[string, Record<string, unknown>[], string]> = [
      ['weight', [{ weight: '72,5', date: '2025-10-02' }, { weight: 71, date: '2025-09-01' }, { weight: '73' }], 'weight'],
      ['blood_pressure', [{ systolic: 130, diastolic: 85, pulse: 80, date: '2025-10-05' }, { systolic: '120', diastolic: '80', date: '2025-10-01' }], 'systolic'],
      ['blood_sugar', [{ glucose: 150, kind: 'after_meal', date: '2025-10-03' }, { glucose: 95, kind: 'fasting', date: '2025-10-02' }], 'glucose'],
      ['cholesterol', [{ total: 210, ldl: 130, hdl: 45, triglycerides: 150, date: '2025-10-04' }, { total: 190, date: '2025-08-01' }], 'total'],
      ['heart_rate', [{ bpm: 72, date: '2025-11-01' }, { bpm: 80, date: '2025-10-01' }], 'bpm'],
      ['child_temperature', [{ temperature: '38,5', child_name: 'Aisyah', date: '2025-11-02' }, { temperature: 37.1, child_name: 'Aisyah', date: '2025-11-01' }], 'temperature'],
    ];
    for (const [tracker, bodies, field] of cases) {
      for (const body of bodies) {
        const res = await add(c.token, { tracker, ...body });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().message).toBe('Catatan kesehatan disimpan');
      }
      const view = await byName(c.token, tracker);
      expect(view.name).toBe(tracker);
      expect(view.source).toMatch(/\w/);
      expect(view.entries).toHaveLength(bodies.length);
      const dates = view.entries.map((e: { date: string | null }) => e.date ?? '1970-01-01');
      expect(dates).toEqual([...dates].sort());
      expect(typeof view.entries[0].values[field]).toBe('number');
    }
    const weights = await byName(c.token, 'weight');
    expect(weights.entries.map((e: { date: string | null; values: { weight: number } }) => [e.date, e.values.weight])).toEqual([[null, 73], ['2025-09-01', 71], ['2025-10-02', 72.5]]);
    const sugar = await byName(c.token, 'blood_sugar');
    expect(sugar.entries.map((e: { label: string }) => e.label)).toEqual(['fasting', 'after_meal']);
    const temps = await byName(c.token, 'child_temperature');
    expect(temps.entries[1]).toMatchObject({ label: 'Aisyah', values: { temperature: 38.5 } });
    const overview = (await t.call({ method: 'GET', url: '/api/my/health-tracker', token: c.token })).json().data;
    expect(overview.trackers.map((tr: { name: string }) => tr.name)).toEqual(['bmi', 'weight', 'blood_pressure', 'blood_sugar', 'cholesterol', 'heart_rate', 'child_temperature']);
  });

  it('records BMI entries and sorts them by created_at, with the latest index and category', async () => {
    const c = await consentingCustomer();
    for (const [minutes, weight] of [[0, 80], [60, 75], [120, 70]] as const) {
      t.clock.advance(minutes * 60_000);
      const res = await t.call({ method: 'POST', url: '/api/bmi', token: c.token, payload: { height: '170', weight: String(weight) } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ tracker: 'bmi', date: null, values: { height: 170, weight, bmi: bmiOf(170, weight) } });
    }
    const bmi = (await t.call({ method: 'GET', url: '/api/bmi?name=bmi', token: c.token })).json().data;
    const created = bmi.entries.map((e: { created_at: string }) => e.created_at);
    expect(created).toEqual([...created].sort());
    expect(bmi.entries.map((e: { values: { weight: number } }) => e.values.weight)).toEqual([80, 75, 70]);
    expect(bmi.bmi).toBe(24.2);
    expect(bmi.category).toBe('overweight');
    expect(bmi.entries[0].category).toBe('obese');
    expect(bmi.source).toContain('WHO WPRO');
  });

  it('deletes one of the caller’s own entries; another user’s entry is a 404 and stays', async () => {
    const owner = await consentingCustomer();
    const other = await consentingCustomer();
    const entry = (await add(owner.token, { tracker: 'heart_rate', bpm: 66, date: '2025-11-01' })).json().data;
    const stranger = await t.call({ method: 'DELETE', url: `/api/my/health-tracker/${entry.id}`, token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect((await byName(owner.token, 'heart_rate')).entries).toHaveLength(1);
    // Nor can another user read it.
    expect((await byName(other.token, 'heart_rate')).entries).toHaveLength(0);
    const own = await t.call({ method: 'DELETE', url: `/api/my/health-tracker/${entry.id}`, token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({ id: entry.id });
    expect((await byName(owner.token, 'heart_rate')).entries).toHaveLength(0);
    expect((await t.call({ method: 'DELETE', url: `/api/my/health-tracker/${entry.id}`, token: owner.token })).statusCode).toBe(404);
  });
});

describe('bad values (SPEC §5 decimal rule; ranges)', () => {
  it('refuses non-numeric values with the decimal message, localised, and stores nothing', async () => {
    const c = await consentingCustomer();
    const id = await add(c.token, { tracker: 'weight', weight: 'tujuh puluh' });
    expect(id.statusCode).toBe(422);
    expect(id.json().errors.weight).toEqual(['Berat badan hanya boleh berisi angka desimal']);
    const en = await add(c.token, { tracker: 'weight', weight: '70kg' }, EN);
    expect(en.json().errors.weight).toEqual(['The Weight field must contain only decimal values']);
    const calc = await t.call({ method: 'POST', url: '/api/bmi/calculator', payload: { height: '', weight: 'abc' }, cookies: EN });
    expect(calc.statusCode).toBe(422);
    expect(calc.json().errors).toEqual({ height: ['The Height field is required'], weight: ['The Weight field must contain only decimal values'] });
    expect(await entriesCount(c.token)).toBe(0);
  });

  it('refuses out-of-range values, too many decimals and impossible combinations, localised, and stores nothing', async () => {
    const c = await consentingCustomer();
    const far = await add(c.token, { tracker: 'blood_pressure', systolic: 400, diastolic: 80 });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors.systolic).toEqual(['Sistolik harus antara 60 dan 260 mmHg']);
    const farEn = await add(c.token, { tracker: 'child_temperature', temperature: '45,2', child_name: 'Aisyah' }, EN);
    expect(farEn.json().errors.temperature).toEqual(['Temperature must be between 34 and 43 °C']);
    const decimals = await add(c.token, { tracker: 'weight', weight: '70.25' });
    expect(decimals.json().errors.weight).toEqual(['Berat badan paling banyak 1 angka di belakang koma']);
    const whole = await add(c.token, { tracker: 'heart_rate', bpm: '72.5' }, EN);
    expect(whole.json().errors.bpm).toEqual(['Heart rate must be a whole number']);
    const inverted = await add(c.token, { tracker: 'blood_pressure', systolic: 80, diastolic: 90 });
    expect(inverted.json().errors.systolic).toEqual(['Sistolik harus lebih tinggi dari diastolik']);
    const noKind = await add(c.token, { tracker: 'blood_sugar', glucose: 100 });
    expect(noKind.json().errors.kind).toBeDefined();
    const noChild = await add(c.token, { tracker: 'child_temperature', temperature: 37 });
    expect(noChild.json().errors.child_name).toBeDefined();
    const future = await add(c.token, { tracker: 'weight', weight: 70, date: '2999-01-01' });
    expect(future.json().errors.date).toBeDefined();
    const badDate = await add(c.token, { tracker: 'weight', weight: 70, date: '2025-02-30' });
    expect(badDate.json().errors.date).toBeDefined();
    const bmi = await t.call({ method: 'POST', url: '/api/bmi', token: c.token, payload: { height: 30, weight: 70 } });
    expect(bmi.json().errors.height).toEqual(['Tinggi badan harus antara 50 dan 250 cm']);
    const unknown = await add(c.token, { tracker: 'mood', weight: 70 });
    expect(unknown.statusCode).toBe(422);
    expect(await entriesCount(c.token)).toBe(0);
  });
});

describe('BMI calculator and categories (WHO Asia-Pacific)', () => {
  it('answers `calculated` with the category, the normal weight and the source', async () => {
    const res = await t.call({ method: 'POST', url: '/api/bmi/calculator', payload: { height: '170', weight: '65,5' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.calculated).toEqual({ height: 170, weight: 65.5, bmi: 22.7, category: 'normal', normal_weight: { low: 53.5, high: 66.2 }, source: expect.stringContaining('P2PTM') });
  });

  it('puts the cut-off edges in the right category', async () => {
    expect([18.4, 18.5, 22.9, 23, 24.9, 25].map(bmiCategory)).toEqual(['underweight', 'normal', 'normal', 'overweight', 'overweight', 'obese']);
    // Height 200 cm: weight = bmi × 4, so each edge is exact.
    const edges: Array<[number, string]> = [[73.6, 'underweight'], [74, 'normal'], [91.6, 'normal'], [92, 'overweight'], [99.6, 'overweight'], [100, 'obese']];
    for (const [weight, category] of edges) {
      const res = await t.call({ method: 'POST', url: '/api/bmi/calculator', payload: { height: 200, weight } });
      expect(res.json().data.calculated.category, `${weight} kg`).toBe(category);
    }
  });
});

describe('a doctor reads health data only inside the patient’s consultation, with consent', () => {
  const BUDI = 'budi@demo.apotek.id';

  async function consultation(share: boolean, doctorEmail = 'dokter@demo.apotek.id') {
    const ref = await paidConsultationFor(t, BUDI, doctorEmail);
    await t.database.db.updateTable('consultations').set({ share_health_data: share ? 1 : 0 }).where('public_id', '=', ref).execute();
    return ref;
  }

  it('answers the consultation’s doctor with the patient’s trackers and logs the read', async () => {
    const doctor = await loginDemo(t, 'dokter@demo.apotek.id');
    const ref = await consultation(true);
    const res = await t.call({ method: 'GET', url: `/api/consultation/${ref}/health`, token: doctor });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ consultation_id: ref, patient_name: 'Budi Santoso' });
    expect(data.trackers.find((tr: { name: string }) => tr.name === 'bmi').entries.length).toBeGreaterThanOrEqual(3);
    const budiId = await userIdOf(BUDI);
    const log = await listHealthAccess(t.database.db, budiId);
    expect(log[0]).toMatchObject({ staff_name: 'dr. Andi Pratama', staff_role: 'doctor', consultation_id: ref });
  });

  it('refuses another doctor (404) and a customer (403), logging nothing', async () => {
    const ref = await consultation(true);
    const before = (await listHealthAccess(t.database.db, await userIdOf(BUDI))).length;
    const other = await loginDemo(t, 'dokter.jaga@demo.apotek.id');
    expect((await t.call({ method: 'GET', url: `/api/consultation/${ref}/health`, token: other })).statusCode).toBe(404);
    const budi = await loginDemo(t, BUDI);
    expect((await t.call({ method: 'GET', url: `/api/consultation/${ref}/health`, token: budi })).statusCode).toBe(403);
    expect((await listHealthAccess(t.database.db, await userIdOf(BUDI))).length).toBe(before);
  });

  it('refuses when the patient did not share, when the consent is withdrawn, and after the consultation', async () => {
    const doctor = await loginDemo(t, 'dokter@demo.apotek.id');
    const budiId = await userIdOf(BUDI);
    const before = (await listHealthAccess(t.database.db, budiId)).length;
    const unshared = await t.call({ method: 'GET', url: `/api/consultation/${await consultation(false)}/health`, token: doctor, cookies: EN });
    expect(unshared.statusCode).toBe(403);
    expect(unshared.json()).toMatchObject({ message: 'The patient did not share their health data for this consultation', data: { code: 'health_not_shared' } });

    const ended = await consultation(true);
    await t.database.db.updateTable('consultations').set({ status: 'ended' }).where('public_id', '=', ended).execute();
    expect((await t.call({ method: 'GET', url: `/api/consultation/${ended}/health`, token: doctor })).json().data).toEqual({ code: 'health_not_during' });

    const shared = await consultation(true);
    await t.database.db.updateTable('consultations').set({ status: 'ended' }).where('public_id', '=', shared).execute();
    const live = await consultation(true);
    await t.database.db.updateTable('consents').set({ withdrawn_at: t.clock.now().toISOString() }).where('user_id', '=', budiId).where('document', '=', 'health_data' as never).execute();
    const withdrawn = await t.call({ method: 'GET', url: `/api/consultation/${live}/health`, token: doctor });
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().data).toEqual({ code: 'health_no_consent' });
    expect((await listHealthAccess(t.database.db, budiId)).length).toBe(before);
    await t.database.db.updateTable('consents').set({ withdrawn_at: null }).where('user_id', '=', budiId).where('document', '=', 'health_data' as never).execute();
  });
});

describe('exports for the privacy module', () => {
  it('lists all entries and the access log, and erases entries while keeping the log anonymised', async () => {
    const c = await consentingCustomer();
    const userId = await userIdOf(c.body.email);
    await add(c.token, { tracker: 'heart_rate', bpm: 70, date: '2025-11-02' });
    await add(c.token, { tracker: 'heart_rate', bpm: 75 });
    await t.call({ method: 'POST', url: '/api/bmi', token: c.token, payload: { height: 160, weight: 50 } });
    const entries = await listHealthEntries(t.database.db, userId);
    expect(entries.map((e) => [e.tracker, e.date])).toEqual([['bmi', null], ['heart_rate', null], ['heart_rate', '2025-11-02']]);
    await t.database.db.insertInto('health_access_log').values({ patient_user_id: userId, staff_user_id: null, staff_name: 'dr. X', staff_role: 'doctor', consultation_ref: 'KNS-TEST', accessed_at: t.clock.now().toISOString() }).execute();
    expect(await listHealthAccess(t.database.db, userId)).toHaveLength(1);
    expect(await eraseHealthData(t.database.db, userId)).toEqual({ entries: 3, accessAnonymised: 1 });
    expect(await listHealthEntries(t.database.db, userId)).toEqual([]);
    expect(await listHealthAccess(t.database.db, userId)).toEqual([]);
    expect(await t.database.db.selectFrom('health_access_log').select('id').where('consultation_ref', '=', 'KNS-TEST').where('patient_user_id', 'is', null).execute()).toHaveLength(1);
  });
});
