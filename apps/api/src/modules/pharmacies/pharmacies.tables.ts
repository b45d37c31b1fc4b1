import type { Generated } from 'kysely';

/** A pharmacy outlet with the legal details the site must show (ARCHITECTURE §4). */
export interface PharmaciesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  legal_name: string;
  licence_number: string;
  pharmacist_name: string;
  sipa_number: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  opens_at: string;
  closes_at: string;
  created_at: string;
}

export interface PharmaciesTables {
  pharmacies: PharmaciesTable;
}
