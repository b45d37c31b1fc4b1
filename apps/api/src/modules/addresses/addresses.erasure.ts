import type { Executor } from '../../db/database.ts';

/** The addresses module's part of the personal-data rights (docs/decisions/037-personal-data-rights.md). */

export function addressesPersonalData(db: Executor, userId: number) {
  return db
    .selectFrom('addresses')
    .select([
      'label',
      'recipient_name',
      'recipient_phone',
      'address_line',
      'province_name',
      'city_name',
      'district_name',
      'village_name',
      'postal_code',
      'latitude',
      'longitude',
      'notes',
      'is_default',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The address book goes whole: orders keep their own copy of where they went (orders.erasure.ts trims it). */
export async function eraseAddresses(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
}
