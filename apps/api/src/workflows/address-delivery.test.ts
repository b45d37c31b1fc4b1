import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, signUp } from '../../test/addresses.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { servicesFor } from './address-delivery.ts';

/** Monas, Jakarta; the pharmacies below sit due north of it at a known distance. */
const MONAS = { lat: -6.1754, lng: 106.8272 };
/** Degrees of latitude per kilometre on the haversine sphere the pharmacies module uses. */
const DEG_PER_KM = 180 / (Math.PI * 6371.0088);

let t: TestApp;
let pharmacySeq = 0;

async function addPharmacy(name: string, kmNorthOfMonas: number) {
  pharmacySeq += 1;
  const row = {
    slug: `apotek-uji-${pharmacySeq}`,
    name,
    legal_name: `PT ${name}`,
    licence_number: `SIA-${pharmacySeq}`,
    pharmacist_name: 'apt. Dewi Lestari, S.Farm.',
    sipa_number: `SIPA-${pharmacySeq}`,
    address: 'Jl. Uji No. 1',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    postal_code: '10110',
    latitude: MONAS.lat + kmNorthOfMonas * DEG_PER_KM,
    longitude: MONAS.lng,
    phone: '+62215550000',
    created_at: t.clock.now().toISOString(),
  };
  // Typed loosely: the pharmacies module owns this table's row type and may add columns with defaults.
  await t.database.db.insertInto('pharmacies').values(row as never).execute();
}

async function clearPharmacies() {
  await t.database.db.deleteFrom('pharmacies').execute();
}

async function delivery(token: string, id: number) {
  return t.call({ method: 'GET', url: `/api/customer/address/delivery/${id}`, token });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('servicesFor', () => {
  it('offers pick-up and regular always, instant within 15 km, same day within 40 km', () => {
    expect(servicesFor(0)).toEqual(['pickup', 'instant', 'same_day', 'regular']);
    expect(servicesFor(15)).toEqual(['pickup', 'instant', 'same_day', 'regular']);
    expect(servicesFor(15.01)).toEqual(['pickup', 'same_day', 'regular']);
    expect(servicesFor(40)).toEqual(['pickup', 'same_day', 'regular']);
    expect(servicesFor(40.01)).toEqual(['pickup', 'regular']);
    expect(servicesFor(null)).toEqual(['pickup', 'regular']);
  });
});

describe('GET /api/customer/address/delivery/{id}', () => {
  it('answers the address, the nearest pharmacy and every service when it is within 15 km', async () => {
    await clearPharmacies();
    await addPharmacy('Apotek Jauh', 30);
    await addPharmacy('Apotek Dekat', 5);
    const { token } = await signUp(t);
    const a = await createAddress(t, token, { latitude: MONAS.lat, longitude: MONAS.lng });
    const res = await delivery(token, a.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.address).toMatchObject({ id: a.id, latitude: MONAS.lat });
    expect(data.nearest_pharmacy).toMatchObject({ name: 'Apotek Dekat', slug: expect.any(String), id: expect.any(Number) });
    expect(data.nearest_pharmacy.distance_km).toBeCloseTo(5, 1);
    expect(data.services).toEqual(['pickup', 'instant', 'same_day', 'regular']);
  });

  it('drops instant beyond 15 km and same day beyond 40 km', async () => {
    const { token } = await signUp(t);
    const a = await createAddress(t, token, { latitude: MONAS.lat, longitude: MONAS.lng });

    await clearPharmacies();
    await addPharmacy('Apotek 25 km', 25);
    let data = (await delivery(token, a.id)).json().data;
    expect(data.nearest_pharmacy.distance_km).toBeCloseTo(25, 1);
    expect(data.services).toEqual(['pickup', 'same_day', 'regular']);

    await clearPharmacies();
    await addPharmacy('Apotek 120 km', 120);
    data = (await delivery(token, a.id)).json().data;
    expect(data.nearest_pharmacy).toMatchObject({ name: 'Apotek 120 km' });
    expect(data.nearest_pharmacy.distance_km).toBeCloseTo(120, 0);
    expect(data.services).toEqual(['pickup', 'regular']);
  });

  it('offers only pick-up and regular when there is no pin or no pharmacy', async () => {
    const { token } = await signUp(t);
    await clearPharmacies();
    const pinned = await createAddress(t, token, { latitude: MONAS.lat, longitude: MONAS.lng });
    expect((await delivery(token, pinned.id)).json().data).toMatchObject({ nearest_pharmacy: null, services: ['pickup', 'regular'] });

    await addPharmacy('Apotek Dekat', 1);
    const unpinned = await createAddress(t, token, { latitude: undefined, longitude: undefined });
    expect((await delivery(token, unpinned.id)).json().data).toMatchObject({ nearest_pharmacy: null, services: ['pickup', 'regular'] });
  });

  it("answers 404 for another user's address and for no address, 401 for a guest", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const a = await createAddress(t, owner.token);
    const foreign = await delivery(other.token, a.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeUndefined();
    expect((await delivery(owner.token, 987654)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/customer/address/delivery/${a.id}` })).statusCode).toBe(401);
  });
});
