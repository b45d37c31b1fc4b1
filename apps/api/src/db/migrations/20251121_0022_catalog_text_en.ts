import type { Kysely } from 'kysely';

/**
 * English beside the Indonesian leaflet text and pack size of a product (issue 8, point 10). Empty means
 * "no translation": the API then answers the Indonesian text and names the field in `untranslated`, and
 * the web marks it lang="id".
 */
export const TEXT_EN_COLUMNS = [
  'composition_en',
  'indications_en',
  'dosage_en',
  'contraindications_en',
  'side_effects_en',
  'storage_en',
  'packaging_en',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_EN_COLUMNS) {
    await db.schema.alterTable('products').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...TEXT_EN_COLUMNS].reverse()) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
