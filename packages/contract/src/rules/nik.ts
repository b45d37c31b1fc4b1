/**
 * The Indonesian national identity number (NIK) as printed on the KTP: 16 digits — province (2), regency
 * (2), district (2), birth date as DDMMYY with 40 added to the day for women, and a serial that is not
 * 0000. Only its shape is checkable; whether it is real is the reviewer's job against the card photo.
 */
export function isPlausibleNik(value: string): boolean {
  if (!/^\d{16}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  if (province < 11 || province > 99) return false;
  const rawDay = Number(value.slice(6, 8));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = Number(value.slice(8, 10));
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  return value.slice(12) !== '0000';
}
