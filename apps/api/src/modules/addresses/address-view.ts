import type { Address } from '@apotek/contract';
import { regionName } from '../../platform/regions/region-name.ts';
import type { AddressRow } from './addresses.repository.ts';

/**
 * A stored row as the contract's address: region code/name pairs and the 0/1 default flag. Names saved
 * before the directory title-cased them ("KOTA BANDUNG") read as the directory now writes them.
 */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    recipient_name: row.recipient_name,
    recipient_phone: row.recipient_phone,
    address_line: row.address_line,
    province: { code: row.province_code, name: regionName(row.province_name) },
    city: { code: row.city_code, name: regionName(row.city_name) },
    district: { code: row.district_code, name: regionName(row.district_name) },
    village: { code: row.village_code, name: regionName(row.village_name) },
    postal_code: row.postal_code,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    pin_source: row.latitude === null || row.longitude === null ? null : (row.pin_source ?? 'customer'),
    notes: row.notes,
    default_address: row.is_default === 1 ? 1 : 0,
    created_at: row.created_at,
  };
}
