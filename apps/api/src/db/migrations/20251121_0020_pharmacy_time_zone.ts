import { type Kysely, sql } from 'kysely';

/**
 * Each pharmacy keeps its hours on its own clock (issue 8, point 12; docs/decisions/010-pharmacy-time-zones.md):
 * an IANA zone per outlet, Asia/Jakarta (WIB) unless it says otherwise. Outlets already in the database are
 * placed by their Kemendagri province code, or by the province's name where an older row has no code.
 * The lists are frozen here as they were when this migration was written.
 */
const WITA = {
  codes: ['51', '52', '53', '63', '64', '65', '71', '72', '73', '74', '75', '76'],
  names: [
    'bali', 'nusa tenggara barat', 'nusa tenggara timur', 'kalimantan selatan', 'kalimantan timur', 'kalimantan utara',
    'sulawesi utara', 'sulawesi tengah', 'sulawesi selatan', 'sulawesi tenggara', 'gorontalo', 'sulawesi barat',
  ],
};
const WIT = {
  codes: ['81', '82', '91', '92', '93', '94', '95', '96'],
  names: ['maluku', 'maluku utara', 'papua', 'papua barat', 'papua selatan', 'papua tengah', 'papua pegunungan', 'papua barat daya'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pharmacies')
    .addColumn('time_zone', 'text', (c) =>
      c.notNull().defaultTo('Asia/Jakarta').check(sql`time_zone in ('Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura')`),
    )
    .execute();
  for (const [zone, where] of [['Asia/Makassar', WITA], ['Asia/Jayapura', WIT]] as const) {
    await sql`update pharmacies set time_zone = ${zone}
      where province_code in (${sql.join(where.codes)}) or lower(province) in (${sql.join(where.names)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pharmacies').dropColumn('time_zone').execute();
}
