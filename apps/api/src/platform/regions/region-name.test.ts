import { describe, expect, it } from 'vitest';
import { getProvinces, getRegencies } from 'idn-area-data';
import { REGION_ABBREVIATIONS, regionName } from './region-name.ts';
import { regionDirectory } from './region-directory.ts';

const ROMAN = /^[IVXLC]+$/;

/** The rule, word by word: a capital then lower case, or a kept abbreviation or roman numeral, or "dan" inside. */
function isTitleCase(name: string): boolean {
  return name.split(' ').every((word, i) => {
    const bare = word.replace(/[^A-Za-z]/g, '');
    if (REGION_ABBREVIATIONS.has(bare) || ROMAN.test(bare)) return true;
    if (i > 0 && bare === 'dan') return true;
    return /^[A-Z][a-z'’-]*$/.test(word);
  });
}

describe('regionName', () => {
  it('title-cases the names the source writes in capitals, with the Indonesian exceptions', () => {
    expect(regionName('KOTA ADMINISTRASI JAKARTA SELATAN')).toBe('Kota Administrasi Jakarta Selatan');
    expect(regionName('KABUPATEN ADMINISTRASI KEPULAUAN SERIBU')).toBe('Kabupaten Administrasi Kepulauan Seribu');
    expect(regionName('DAERAH ISTIMEWA YOGYAKARTA')).toBe('Daerah Istimewa Yogyakarta');
    expect(regionName('DKI JAKARTA')).toBe('DKI Jakarta');
    expect(regionName('KABUPATEN PANGKAJENE DAN KEPULAUAN')).toBe('Kabupaten Pangkajene dan Kepulauan');
    expect(regionName('KEPULAUAN BANGKA BELITUNG')).toBe('Kepulauan Bangka Belitung');
    expect(regionName("KI'E")).toBe("Ki'e");
  });

  it('keeps roman numerals and abbreviations in capitals', () => {
    expect(regionName('KOTO XI TARUSAN')).toBe('Koto XI Tarusan');
    expect(regionName('IV NAGARI')).toBe('IV Nagari');
    expect(regionName('RD. PJKA')).toBe('RD. PJKA');
    expect(regionName('MKCM')).toBe('MKCM');
  });

  it('leaves a name the source already wrote in mixed case as it is', () => {
    expect(regionName('STM Hilir')).toBe('STM Hilir');
    expect(regionName('Muko-muko Bathin VII')).toBe('Muko-muko Bathin VII');
    expect(regionName(' Gambir\r')).toBe('Gambir');
  });
});

describe('region names from the directory', () => {
  it('answers every province and every city in title case, changing only letter case', async () => {
    const sourceProvinces = await getProvinces();
    const provinces = await regionDirectory.provinces();
    expect(provinces).toHaveLength(sourceProvinces.length);
    for (const p of provinces) {
      expect(isTitleCase(p.name), p.name).toBe(true);
      expect(p.name.toUpperCase()).toBe(sourceProvinces.find((s) => s.code === p.code)!.name.trim().toUpperCase());
    }
    const sourceCities = await getRegencies();
    const { byCode } = await regionDirectory.level('cities');
    expect(byCode.size).toBe(sourceCities.length);
    for (const source of sourceCities) {
      const name = byCode.get(source.code)!.name;
      expect(isTitleCase(name), name).toBe(true);
      expect(name.toUpperCase()).toBe(source.name.trim().toUpperCase());
      expect(name).toMatch(/^(Kota|Kabupaten) /);
    }
  });

  it('reads "Kota Administrasi Jakarta Selatan" and "DKI Jakarta" through the lookups the routes use', async () => {
    expect((await regionDirectory.find('provinces', '31'))?.name).toBe('DKI Jakarta');
    expect((await regionDirectory.find('provinces', '34'))?.name).toBe('Daerah Istimewa Yogyakarta');
    expect((await regionDirectory.children('cities', '31')).map((c) => c.name)).toContain('Kota Administrasi Jakarta Selatan');
    expect((await regionDirectory.find('districts', '31.71.01'))?.name).toBe('Gambir');
  });
});
