import type { Kysely } from 'kysely';
import type { Database } from '../../database.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createStorage, type StorageConfig } from '../../../platform/storage/create-storage.ts';
import { MediaService, mediaUrl, SharpImagePipeline } from '../../../modules/media/index.ts';
import { demoProducts } from '../catalog/catalog.seed.ts';
import { SEED_BRANDS } from '../catalog/catalog.seed-brands.ts';
import { SEED_CATEGORIES } from '../catalog/catalog.seed-categories.ts';
import { brandLogoSvg } from './brand-logo.ts';
import { categoryIconSvg } from './category-icon.ts';
import { packImageSvg } from './pack-image.ts';

export interface SeedImagesResult {
  products: number;
  brands: number;
  categories: number;
}

/**
 * The width the stored URL names: what a consumer that does not build a srcset (og:image, JSON-LD, the
 * console, an order's snapshot) gets. The web reads the hash out of it and asks for every width.
 */
export const PRODUCT_IMAGE_WIDTH = 640;
export const LOGO_IMAGE_WIDTH = 320;
export const ICON_IMAGE_WIDTH = 160;

/** Stores at most this many drawings at once: disk writes overlap without opening hundreds of files. */
const CONCURRENCY = 16;

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) out.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(work))));
  return out;
}

/**
 * Draws a pack shot for every demo product that has no image yet, a wordmark for every demo brand without
 * a logo and a glyph for every top-level demo category without an icon, stores each through media, and
 * points the rows at them. Only rows still empty are touched, so a photo uploaded in the console stays,
 * and a second run does nothing. Kept out of seedDemoData: it needs storage, and the many test databases
 * that seed the catalogue do not need pictures (images.seed.test.ts runs it).
 */
export async function seedDemoImages(db: Kysely<Database>, media: MediaService): Promise<SeedImagesResult> {
  const brandNames = new Map(SEED_BRANDS.map((b) => [b.slug, b.name]));
  const seedProducts = new Map(demoProducts().map((p) => [p.sku, p]));
  const seedBrands = new Set(SEED_BRANDS.map((b) => b.slug));
  const seedCategories = new Set(SEED_CATEGORIES.map((c) => c.slug));

  const [products, brands, categories] = await Promise.all([
    // By SKU in SQL: next to a generated catalogue of 100,000 products, only the demo ones are read.
    db.selectFrom('products').select(['id', 'sku']).where('image_url', 'is', null).where('sku', 'in', [...seedProducts.keys()]).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'slug', 'name']).where('logo_url', 'is', null).orderBy('id').execute(),
    db.selectFrom('product_categories').select(['id', 'slug']).where('icon_url', 'is', null).where('level', '=', 'category').orderBy('id').execute(),
  ]);

  const productUrls = await inBatches(
    products,
    async (row) => {
      const p = seedProducts.get(row.sku)!;
      const svg = packImageSvg({
        name: p.name,
        brand: { slug: p.brand, name: brandNames.get(p.brand) ?? p.brand },
        form: p.form,
        packaging: p.packaging,
        composition: p.composition,
        drugClass: p.drug_class,
        bpomNumber: p.bpom_number,
      });
      return { id: row.id, url: mediaUrl((await media.ingestTrustedSvg(svg)).hash, PRODUCT_IMAGE_WIDTH) };
    },
  );
  const brandUrls = await inBatches(
    brands.filter((b) => seedBrands.has(b.slug)),
    async (row) => ({ id: row.id, url: mediaUrl((await media.ingestTrustedSvg(brandLogoSvg(row))).hash, LOGO_IMAGE_WIDTH) }),
  );
  const categoryUrls = await inBatches(
    categories.filter((c) => seedCategories.has(c.slug)),
    async (row) => ({ id: row.id, url: mediaUrl((await media.ingestTrustedSvg(categoryIconSvg(row))).hash, ICON_IMAGE_WIDTH) }),
  );

  // One transaction for the rows: on SQLite, hundreds of separate commits would cost more than the drawings.
  // `is null` again, so a logo uploaded meanwhile is not overwritten.
  await db.transaction().execute(async (trx) => {
    for (const { id, url } of productUrls) await trx.updateTable('products').set({ image_url: url }).where('id', '=', id).where('image_url', 'is', null).execute();
    for (const { id, url } of brandUrls) await trx.updateTable('brands').set({ logo_url: url }).where('id', '=', id).where('logo_url', 'is', null).execute();
    for (const { id, url } of categoryUrls) await trx.updateTable('product_categories').set({ icon_url: url }).where('id', '=', id).where('icon_url', 'is', null).execute();
  });
  return { products: productUrls.length, brands: brandUrls.length, categories: categoryUrls.length };
}

/** The same, for a process that has no app yet (server start): opens the configured storage for the run. */
export async function seedDemoImagesInto(db: Kysely<Database>, options: { storage: StorageConfig; publicUrl: string }): Promise<SeedImagesResult> {
  const storage = await createStorage(options.storage, { clock: systemClock, publicUrl: options.publicUrl });
  try {
    return await seedDemoImages(db, new MediaService({ db, clock: systemClock, storage: storage.objects, pipeline: new SharpImagePipeline() }));
  } finally {
    storage.close();
  }
}
