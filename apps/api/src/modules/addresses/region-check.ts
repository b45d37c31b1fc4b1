import { fieldError } from '../../platform/api-error.ts';
import type { RegionDirectory, RegionEntry, RegionLevelName } from '../../platform/regions/region-directory.ts';

export interface ResolvedRegions {
  province: RegionEntry;
  city: RegionEntry;
  district: RegionEntry;
  village: RegionEntry;
}

export interface RegionCodes {
  province_code: string;
  city_code: string;
  district_code: string;
  village_code: string;
}

const LEVELS: ReadonlyArray<{ field: keyof RegionCodes; level: RegionLevelName; key: keyof ResolvedRegions }> = [
  { field: 'province_code', level: 'provinces', key: 'province' },
  { field: 'city_code', level: 'cities', key: 'city' },
  { field: 'district_code', level: 'districts', key: 'district' },
  { field: 'village_code', level: 'villages', key: 'village' },
];

/**
 * Looks the four codes up from the top down: each must exist and sit inside the one above it, else a 422
 * names the first field that is wrong (a client that sends a Bandung village under Jakarta learns which
 * pick to redo). The names saved with the address come from here, never from the client.
 */
export async function resolveRegions(regions: RegionDirectory, codes: RegionCodes): Promise<ResolvedRegions> {
  const found: Partial<ResolvedRegions> = {};
  let parent = '';
  for (const { field, level, key } of LEVELS) {
    const entry = await regions.find(level, codes[field]);
    if (!entry) throw fieldError(field, 'regionNotFound');
    if (entry.parent !== parent) throw fieldError(field, 'regionMismatch');
    found[key] = entry;
    parent = entry.code;
  }
  return found as ResolvedRegions;
}
