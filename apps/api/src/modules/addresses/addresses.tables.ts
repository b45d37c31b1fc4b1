import type { Generated } from 'kysely';

/** A user's delivery address; Kemendagri region codes with their names as they were when saved. */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  recipient_name: string;
  /** E.164, as the phone rule normalises it. */
  recipient_phone: string;
  address_line: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  village_code: string;
  village_name: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
  /** Who set the pin; null when there is none (migration 0018). */
  pin_source: 'customer' | 'browser' | 'derived' | null;
  notes: string;
  /** 1 for the user's one default address, else 0. */
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface AddressesTables {
  addresses: AddressesTable;
}
