import { z } from 'zod';

/**
 * The IANA zones Indonesia's outlets keep their clocks in, and how Indonesians name them: WIB (UTC+7:
 * Sumatra, Java, West and Central Kalimantan), WITA (UTC+8: Bali, Nusa Tenggara, South, East and North
 * Kalimantan, Sulawesi) and WIT (UTC+9: Maluku, Papua). English pages use the same abbreviations.
 * Opening hours are wall-clock times on the pharmacy's own clock (docs/decisions/010-pharmacy-time-zones.md).
 */
export const INDONESIAN_TIME_ZONES = ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export const indonesianTimeZone = z.enum(INDONESIAN_TIME_ZONES);
export type IndonesianTimeZone = z.infer<typeof indonesianTimeZone>;

const ABBREVIATIONS: Record<IndonesianTimeZone, 'WIB' | 'WITA' | 'WIT'> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** WIB, WITA or WIT for an Indonesian zone; any other zone by its IANA name. */
export function zoneAbbreviation(zone: string): string {
  return (ABBREVIATIONS as Record<string, string>)[zone] ?? zone;
}
