import { apiMessage } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBody, createAddress, GAMBIR, signUp, SUKARASA } from '../../../test/addresses.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { MAX_ADDRESSES_PER_USER } from './addresses.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Listed = { id: number; default_address: 0 | 1; label: string };

async function list(token: string, query = '') {
  const res = await t.call({ method: 'GET', url: `/api/my/address${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Listed[]; page: number; perPage: number; total: number; lastPage: number };
}

async function defaults(userId: number) {
  return t.database.db.selectFrom('addresses').select('id').where('user_id', '=', userId).where('is_default', '=', 1).execute();
}

async function userIdOf(token: string): Promise<number> {
  const me = await t.call({ method: 'GET', url: '/api/my/profile', token });
  const publicId = me.json().data.id as string;
  const row = await t.database.db.selectFrom('users').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow();
  return row.id;
}

describe('address book', () => {
  it('creates an address with names from the codes, a normalised phone, and makes the first one default', async () => {
    const { token } = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody({ label: 'Rumah' }) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      label: 'Rumah',
      recipient_name: 'Budi Santoso',
      recipient_phone: '+6281234567890',
      province: { code: '31', name: 'DKI Jakarta' },
      city: { code: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
      district: { code: '31.71.01', name: 'Gambir' },
      village: { code: '31.71.01.1001', name: 'Gambir' },
      postal_code: '10110',
      latitude: -6.1754,
      longitude: 106.8272,
      notes: 'Pagar hijau',
      default_address: 1,
    });
    expect(Object.keys(data)).not.toContain('user_id');

    const second = await createAddress(t, token, { label: 'Kantor' });
    expect(second.default_address).toBe(0);
    const got = await t.call({ method: 'GET', url: `/api/my/address/${second.id}`, token });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ id: second.id, label: 'Kantor', default_address: 0 });
  });

  it('reads region names stored in capitals before the directory title-cased them in title case', async () => {
    const { token } = await signUp(t);
    const saved = await createAddress(t, token, { label: 'Lama' });
    await t.database.db
      .updateTable('addresses')
      .set({ province_name: 'DKI JAKARTA', city_name: 'KOTA ADMINISTRASI JAKARTA PUSAT' })
      .where('id', '=', saved.id)
      .execute();
    const got = await t.call({ method: 'GET', url: `/api/my/address/${saved.id}`, token });
    expect(got.json().data).toMatchObject({ province: { code: '31', name: 'DKI Jakarta' }, city: { code: '31.71', name: 'Kota Administrasi Jakarta Pusat' } });
  });

  it('lists the default first, then the newest, with paging and the default_address filter', async () => {
    const { token } = await signUp(t);
    const a = await createAddress(t, token, { label: 'A' });
    t.clock.advance(1000);
    const b = await createAddress(t, token, { label: 'B' });
    t.clock.advance(1000);
    const c = await createAddress(t, token, { label: 'C' });

    const all = await list(token);
    expect(all.data.map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect(all).toMatchObject({ page: 1, perPage: 20, total: 3, lastPage: 1 });

    const paged = await list(token, '?page=2&perPage=2');
    expect(paged.data.map((x) => x.id)).toEqual([b.id]);
    expect(paged).toMatchObject({ page: 2, perPage: 2, total: 3, lastPage: 2 });

    expect((await list(token, '?default_address=1')).data.map((x) => x.id)).toEqual([a.id]);
    expect((await list(token, '?default_address=0')).data.map((x) => x.id)).toEqual([c.id, b.id]);
    expect((await list(token, '?q=b')).data.map((x) => x.label)).toContain('B');
  });

  it('starts empty for a new user', async () => {
    const { token } = await signUp(t);
    expect(await list(token)).toEqual({ data: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
  });

  it('replaces an address with PUT as JSON', async () => {
    const { token } = await signUp(t);
    const a = await createAddress(t, token);
    const res = await t.call({
      method: 'PUT',
      url: `/api/my/address/${a.id}`,
      token,
      payload: addressBody({ label: 'Kos', ...SUKARASA, postal_code: '40152', latitude: undefined, longitude: undefined, notes: undefined }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.id,
      label: 'Kos',
      city: { code: '32.73', name: 'Kota Bandung' },
      village: { code: '32.73.01.1001', name: 'Sukarasa' },
      postal_code: '40152',
      // The customer's pin is gone with the PUT; the one left is derived from the new region (issue 8).
      latitude: -6.9175,
      longitude: 107.6191,
      pin_source: 'derived',
      notes: '',
      default_address: 1,
    });
  });

  it('accepts PUT as application/x-www-form-urlencoded into the same schema', async () => {
    const { token } = await signUp(t);
    await createAddress(t, token);
    const b = await createAddress(t, token);
    const form = new URLSearchParams({
      label: 'Rumah Ibu',
      recipient_name: 'Siti Rahayu',
      recipient_phone: '+62 813 1111 2222',
      address_line: 'Jl. Setiabudi No. 5',
      ...SUKARASA,
      postal_code: '40152',
      latitude: '-6.8721',
      longitude: '107.5937',
      notes: 'Dekat masjid & warung',
      default_address: '1',
    }).toString();
    const res = await t.call({
      method: 'PUT',
      url: `/api/my/address/${b.id}`,
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: b.id,
      label: 'Rumah Ibu',
      recipient_phone: '+6281311112222',
      district: { code: '32.73.01', name: 'Sukasari' },
      latitude: -6.8721,
      longitude: 107.5937,
      notes: 'Dekat masjid & warung',
      default_address: 1,
    });
    expect((await list(token)).data.filter((x) => x.default_address === 1).map((x) => x.id)).toEqual([b.id]);
  });

  it('refuses a bad form body with the same per-field 422 as JSON', async () => {
    const { token } = await signUp(t);
    const a = await createAddress(t, token);
    const fields = Object.entries({ ...addressBody(), latitude: 'utara', postal_code: '123' }).map(([k, v]): [string, string] => [k, String(v)]);
    const form = new URLSearchParams(fields).toString();
    const res = await t.call({ method: 'PUT', url: `/api/my/address/${a.id}`, token, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['latitude', 'postal_code']);
  });
});

describe('exactly one default', () => {
  it('moves the default with PUT /default and keeps a single one', async () => {
    const { token } = await signUp(t);
    const userId = await userIdOf(token);
    const a = await createAddress(t, token);
    const b = await createAddress(t, token);
    const c = await createAddress(t, token);
    const res = await t.call({ method: 'PUT', url: `/api/my/address/${b.id}/default`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: b.id, default_address: 1 });
    expect((await defaults(userId)).map((r) => r.id)).toEqual([b.id]);
    // Setting the same default again changes nothing.
    expect((await t.call({ method: 'PUT', url: `/api/my/address/${b.id}/default`, token })).statusCode).toBe(200);
    expect((await defaults(userId)).map((r) => r.id)).toEqual([b.id]);
    expect((await list(token)).data.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
  });

  it('makes the newest remaining address default when the default is deleted', async () => {
    const { token } = await signUp(t);
    const userId = await userIdOf(token);
    const a = await createAddress(t, token);
    t.clock.advance(1000);
    const b = await createAddress(t, token);
    t.clock.advance(1000);
    const c = await createAddress(t, token);
    t.clock.advance(1000);

    const res = await t.call({ method: 'DELETE', url: `/api/my/address/${a.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    expect((await defaults(userId)).map((r) => r.id)).toEqual([c.id]);
    expect((await t.call({ method: 'GET', url: `/api/my/address/${a.id}`, token })).statusCode).toBe(404);

    // Deleting one that is not the default leaves the default alone.
    expect((await t.call({ method: 'DELETE', url: `/api/my/address/${b.id}`, token })).statusCode).toBe(200);
    expect((await defaults(userId)).map((r) => r.id)).toEqual([c.id]);

    expect((await t.call({ method: 'DELETE', url: `/api/my/address/${c.id}`, token })).statusCode).toBe(200);
    expect(await defaults(userId)).toEqual([]);
    // The next address starts the book again and is the default.
    expect((await createAddress(t, token)).default_address).toBe(1);
  });

  it('makes a new address default when it is sent with default_address=1', async () => {
    const { token } = await signUp(t);
    const userId = await userIdOf(token);
    await createAddress(t, token);
    const b = await createAddress(t, token, { default_address: 1 });
    expect(b.default_address).toBe(1);
    expect((await defaults(userId)).map((r) => r.id)).toEqual([b.id]);
  });

  it('keeps the default when an update sends default_address=0', async () => {
    const { token } = await signUp(t);
    const a = await createAddress(t, token);
    const res = await t.call({ method: 'PUT', url: `/api/my/address/${a.id}`, token, payload: addressBody({ default_address: 0 }) });
    expect(res.json().data.default_address).toBe(1);
  });

  it('gives exactly one default when a new user creates several addresses at once', async () => {
    const { token } = await signUp(t);
    const userId = await userIdOf(token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody() })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.default_address === 1)).toHaveLength(1);
    expect(await defaults(userId)).toHaveLength(1);
  });

  it('lets the database refuse a second default even if a bug tried to write one', async () => {
    const { token } = await signUp(t);
    const userId = await userIdOf(token);
    await createAddress(t, token);
    const b = await createAddress(t, token);
    await expect(t.database.db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', b.id).execute()).rejects.toThrow();
    expect(await defaults(userId)).toHaveLength(1);
  });
});

describe('limits and bad input', () => {
  it(`caps a user at ${MAX_ADDRESSES_PER_USER} addresses with a 422`, async () => {
    const { token } = await signUp(t);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) await createAddress(t, token);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessage('addressLimit', 'id', { max: MAX_ADDRESSES_PER_USER }));
    expect((await list(token)).total).toBe(MAX_ADDRESSES_PER_USER);
    // Deleting one makes room again.
    const first = (await list(token)).data[0]!;
    await t.call({ method: 'DELETE', url: `/api/my/address/${first.id}`, token });
    expect((await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody() })).statusCode).toBe(200);
  });

  it('holds the cap when creates race', async () => {
    const { token } = await signUp(t);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER - 2; i++) await createAddress(t, token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422, 422]);
    expect((await list(token)).total).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('names each missing field with a localised "required" message', async () => {
    const { token } = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: {} });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['address_line', 'city_code', 'district_code', 'label', 'postal_code', 'province_code', 'recipient_name', 'recipient_phone', 'village_code'].sort(),
    );
    expect(errors.recipient_name).toEqual(['Nama penerima wajib diisi']);
    const en = await t.call({ method: 'POST', url: '/api/my/address', token, payload: {}, headers: { 'accept-language': 'en' } });
    expect(en.json().errors.recipient_name).toEqual(['The Recipient name field is required']);
  });

  it('refuses a bad phone and postcode per field', async () => {
    const { token } = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody({ recipient_phone: '12345', postal_code: '1011' }) });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.recipient_phone).toEqual(['Nomor telepon penerima bukan nomor telepon yang valid']);
    expect(errors.postal_code).toHaveLength(1);
    expect(Object.keys(errors).sort()).toEqual(['postal_code', 'recipient_phone']);
  });

  it('refuses region codes that do not exist, naming the field', async () => {
    const { token } = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody({ village_code: '31.71.01.9999' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ village_code: [apiMessage('regionNotFound', 'id')] });
  });

  it('refuses codes that do not nest, naming the first field that breaks the chain', async () => {
    const { token } = await signUp(t);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...GAMBIR, city_code: SUKARASA.city_code }, 'city_code'],
      [{ ...GAMBIR, district_code: SUKARASA.district_code }, 'district_code'],
      [{ ...GAMBIR, village_code: SUKARASA.village_code }, 'village_code'],
      [{ ...SUKARASA, province_code: '31' }, 'city_code'],
    ];
    for (const [codes, field] of cases) {
      const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody(codes) });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors, field).toEqual({ [field]: [apiMessage('regionMismatch', 'id')] });
    }
    expect((await list(token)).total).toBe(0);
  });

  it('refuses codes in the wrong format before looking them up', async () => {
    const { token } = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody({ city_code: '3171', village_code: '31.71.01' }) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['city_code', 'village_code']);
  });

  it('drops unknown fields instead of writing them (no mass assignment)', async () => {
    const { token } = await signUp(t);
    const other = await signUp(t);
    const otherId = await userIdOf(other.token);
    const res = await t.call({ method: 'POST', url: '/api/my/address', token, payload: addressBody({ user_id: otherId, id: 999, is_default: 1 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).not.toBe(999);
    expect((await list(other.token)).total).toBe(0);
  });

  it('answers 404 for an id that is not a number or no address', async () => {
    const { token } = await signUp(t);
    expect((await t.call({ method: 'GET', url: '/api/my/address/999999', token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/my/address/99999999999', token })).statusCode).toBe(422);
  });
});

describe('ownership', () => {
  it("answers 404 to another user's address id on every call and changes nothing", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const a = await createAddress(t, owner.token, { label: 'Rahasia' });
    const b = await createAddress(t, owner.token);
    await createAddress(t, intruder.token);

    const calls = [
      { method: 'GET' as const, url: `/api/my/address/${a.id}` },
      { method: 'PUT' as const, url: `/api/my/address/${a.id}`, payload: addressBody({ label: 'Dibajak' }) },
      { method: 'PUT' as const, url: `/api/my/address/${b.id}/default` },
      { method: 'DELETE' as const, url: `/api/my/address/${a.id}` },
      { method: 'GET' as const, url: `/api/customer/address/delivery/${a.id}` },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, token: intruder.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.body).not.toContain('Rahasia');
      expect(res.json().data).toBeUndefined();
    }
    const mine = await list(owner.token);
    expect(mine.data.map((x) => [x.id, x.label, x.default_address])).toEqual([
      [a.id, 'Rahasia', 1],
      [b.id, expect.any(String), 0],
    ]);
    expect((await list(intruder.token)).total).toBe(1);
  });

  it('answers 401 to a guest on every address call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/my/address' },
      { method: 'GET' as const, url: '/api/my/address/1' },
      { method: 'POST' as const, url: '/api/my/address', payload: addressBody() },
      { method: 'PUT' as const, url: '/api/my/address/1', payload: addressBody() },
      { method: 'DELETE' as const, url: '/api/my/address/1' },
      { method: 'PUT' as const, url: '/api/my/address/1/default' },
      { method: 'GET' as const, url: '/api/customer/address/delivery/1' },
    ];
    for (const call of calls) {
      const res = await t.call(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/api/my/address', token: 'not-a-real-token' })).statusCode).toBe(401);
  });
});
