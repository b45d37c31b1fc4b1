import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import { regionName } from './region-name.ts';

/** One Kemendagri region: dotted code ('31', '31.71', '31.71.06', '31.71.06.1001') and its official name, in title case. */
export interface RegionEntry {
  code: string;
  name: string;
  /** The code of the region one level up; '' for a province. */
  parent: string;
}

/** One level of the hierarchy indexed by code and by parent code. */
export interface RegionLevel {
  byCode: ReadonlyMap<string, RegionEntry>;
  byParent: ReadonlyMap<string, readonly RegionEntry[]>;
}

export type RegionLevelName = 'provinces' | 'cities' | 'districts' | 'villages';

/** Reads one level's rows; the default reads the CSVs of the idn-area-data package, tests may pass fixtures. */
export type RegionSource = Record<RegionLevelName, () => Promise<RegionEntry[]>>;

export const idnAreaSource: RegionSource = {
  provinces: async () => (await getProvinces()).map((p) => ({ code: p.code, name: p.name, parent: '' })),
  cities: async () => (await getRegencies()).map((r) => ({ code: r.code, name: r.name, parent: r.province_code })),
  districts: async () => (await getDistricts()).map((d) => ({ code: d.code, name: d.name, parent: d.regency_code })),
  villages: async () => (await getVillages()).map((v) => ({ code: v.code, name: v.name, parent: v.district_code })),
};

function indexLevel(rows: RegionEntry[]): RegionLevel {
  const byCode = new Map<string, RegionEntry>();
  const byParent = new Map<string, RegionEntry[]>();
  for (const row of rows) {
    // The package ships the codes already dotted; trimming guards against a stray CR in a CSV line. Names
    // are title-cased here, once, so every answer and every stored address reads "Kota Bandung".
    const entry = { code: row.code.trim(), name: regionName(row.name), parent: row.parent.trim() };
    if (!entry.code) continue;
    byCode.set(entry.code, entry);
    const siblings = byParent.get(entry.parent);
    if (siblings) siblings.push(entry);
    else byParent.set(entry.parent, [entry]);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.code.localeCompare(b.code));
  return { byCode, byParent };
}

/**
 * The region tree, loaded level by level on first use and then kept in memory: villages alone are
 * ~84,000 rows, so a process that only lists provinces never parses them. A failed load is forgotten so
 * the next call retries instead of caching the failure.
 */
export class RegionDirectory {
  private readonly levels = new Map<RegionLevelName, Promise<RegionLevel>>();

  constructor(private readonly source: RegionSource = idnAreaSource) {}

  level(name: RegionLevelName): Promise<RegionLevel> {
    let loading = this.levels.get(name);
    if (!loading) {
      loading = this.source[name]().then(indexLevel);
      loading.catch(() => this.levels.delete(name));
      this.levels.set(name, loading);
    }
    return loading;
  }

  async find(name: RegionLevelName, code: string): Promise<RegionEntry | null> {
    return (await this.level(name)).byCode.get(code) ?? null;
  }

  async children(name: RegionLevelName, parentCode: string): Promise<readonly RegionEntry[]> {
    return (await this.level(name)).byParent.get(parentCode) ?? [];
  }

  async provinces(): Promise<readonly RegionEntry[]> {
    return this.children('provinces', '');
  }

  /** Cities and regencies whose name contains `q` (case-insensitive), optionally within one province. */
  async searchCities(q: string | undefined, provinceCode: string | undefined): Promise<RegionEntry[]> {
    const needle = q?.trim().toLowerCase() ?? '';
    const { byCode } = await this.level('cities');
    const out: RegionEntry[] = [];
    for (const city of byCode.values()) {
      if (provinceCode && city.parent !== provinceCode) continue;
      if (needle && !city.name.toLowerCase().includes(needle)) continue;
      out.push(city);
    }
    return out.sort((a, b) => a.code.localeCompare(b.code));
  }
}

/** One directory per process: the data never changes while it runs, and every app instance shares it. */
export const regionDirectory = new RegionDirectory();
