import { regionCodeParams } from '@apotek/contract';
import { describe, expect, it } from 'vitest';
import { RegionDirectory, type RegionEntry, regionDirectory, type RegionSource } from './region-directory.ts';

describe('RegionDirectory on idn-area-data', () => {
  it('lists the 38 provinces with dotted Kemendagri codes', async () => {
    const provinces = await regionDirectory.provinces();
    expect(provinces).toHaveLength(38);
    expect(provinces[0]).toEqual({ code: '11', name: 'Aceh', parent: '' });
    expect(provinces.find((p) => p.code === '31')?.name).toBe('DKI Jakarta');
  });

  it('nests city, district and village codes the way the contract writes them', async () => {
    const cities = await regionDirectory.children('cities', '31');
    expect(cities.map((c) => c.code)).toContain('31.71');
    const districts = await regionDirectory.children('districts', '31.71');
    expect(districts.find((d) => d.code === '31.71.01')?.name).toBe('Gambir');
    const villages = await regionDirectory.children('villages', '31.71.01');
    expect(villages.find((v) => v.code === '31.71.01.1001')).toEqual({ code: '31.71.01.1001', name: 'Gambir', parent: '31.71.01' });
    for (const code of ['31', '31.71', '31.71.01', '31.71.01.1001']) expect(regionCodeParams.safeParse({ id: code }).success).toBe(true);
  });

  it('finds by code and answers null for an unknown one', async () => {
    expect((await regionDirectory.find('cities', '32.73'))?.name).toBe('Kota Bandung');
    expect(await regionDirectory.find('villages', '99.99.99.9999')).toBeNull();
    expect(await regionDirectory.find('cities', '3273')).toBeNull();
  });

  it('searches cities by name, case-insensitively, optionally within a province', async () => {
    const bandung = await regionDirectory.searchCities('bandung', undefined);
    expect(bandung.map((c) => c.name)).toEqual(expect.arrayContaining(['Kota Bandung', 'Kabupaten Bandung', 'Kabupaten Bandung Barat']));
    expect(await regionDirectory.searchCities('bandung', '31')).toEqual([]);
    expect((await regionDirectory.searchCities(undefined, '31')).every((c) => c.parent === '31')).toBe(true);
  });
});

describe('RegionDirectory loading', () => {
  const rows: RegionEntry[] = [{ code: '11', name: 'ACEH', parent: '' }];

  it('reads each level once, on first use', async () => {
    let reads = 0;
    const empty = async () => [];
    const source: RegionSource = { provinces: async () => (reads++, rows), cities: empty, districts: empty, villages: empty };
    const directory = new RegionDirectory(source);
    expect(reads).toBe(0);
    await Promise.all([directory.provinces(), directory.provinces(), directory.find('provinces', '11')]);
    expect(reads).toBe(1);
  });

  it('retries a level whose load failed instead of keeping the failure', async () => {
    let fail = true;
    const empty = async () => [];
    const source: RegionSource = {
      provinces: async () => {
        if (fail) throw new Error('disk hiccup');
        return rows;
      },
      cities: empty,
      districts: empty,
      villages: empty,
    };
    const directory = new RegionDirectory(source);
    await expect(directory.provinces()).rejects.toThrow('disk hiccup');
    fail = false;
    expect(await directory.provinces()).toHaveLength(1);
  });
});
