import type { IndonesianTimeZone } from '@apotek/contract';
import type { Generated } from 'kysely';

/** A pharmacy outlet with the legal details the site must show (ARCHITECTURE §4) and its Kemendagri region. */
export interface PharmaciesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  legal_name: string;
  licence_number: string;
  pharmacist_name: string;
  sipa_number: string;
  address: string;
  /** Kemendagri codes: province '31', city '31.71', district '31.71.06', village '31.71.06.1001'. */
  province_code: Generated<string>;
  city_code: Generated<string>;
  district_code: Generated<string>;
  village_code: Generated<string>;
  district: Generated<string>;
  village: Generated<string>;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  image_url: string | null;
  /** The IANA zone of the outlet's clock, in which its hours are kept (migration 20251121_0020). */
  time_zone: Generated<IndonesianTimeZone>;
  /** The most of one product a single order may hold, by drug class (docs/decisions/005-stock-holds.md). */
  max_per_order_bebas: Generated<number>;
  max_per_order_bebas_terbatas: Generated<number>;
  /** Obat keras waits for prescriptions, which will set the quantity; until then a conservative ceiling. */
  max_per_order_keras: Generated<number>;
  created_at: string;
}

/**
 * Opening hours per ISO weekday (1 Monday … 7 Sunday), 'HH:mm' on the pharmacy's clock (`pharmacies.time_zone`). A closing time not after
 * the opening time runs into the next day; '00:00'–'24:00' is open all day. `closed` is 0 or 1.
 */
export interface PharmacyHoursTable {
  pharmacy_id: number;
  weekday: number;
  opens_at: string | null;
  closes_at: string | null;
  closed: number;
}

export interface PharmaciesTables {
  pharmacies: PharmaciesTable;
  pharmacy_hours: PharmacyHoursTable;
}
