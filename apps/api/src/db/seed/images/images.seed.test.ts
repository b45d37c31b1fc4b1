import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTestApp, type MediaTestApp } from '../../../../test/media.ts';
import { demoProducts } from '../catalog/catalog.seed.ts';
import { SEED_BRANDS } from '../catalog/catalog.seed-brands.ts';
import { SEED_CATEGORIES } from '../catalog/catalog.seed-categories.ts';
import { seedDemoData } from '../seed.ts';
import { seedDemoImages, type SeedImagesResult } from './images.seed.ts';
import { packImageSvg, type PackProduct } from './pack-image.ts';

const MEDIA_URL = /^\/api\/media\/([0-9a-f]{64})\/(\d+)$/;
const hashIn = (url: string | null) => MEDIA_URL.exec(url ?? '')?.[1];

let t: MediaTestApp;
let first: SeedImagesResult;

beforeAll(async () => {
  t = await createMediaTestApp();
  await seedDemoData(t.database.db, t.clock.now());
  first = await seedDemoImages(t.database.db, t.media);
}, 120_000);
afterAll(async () => t.close());

const products = () => t.database.db.selectFrom('products').select(['sku', 'name', 'image_url']).orderBy('id').execute();

describe('seedDemoImages', () => {
  it('gives every demo product an image of its own', async () => {
    const rows = await products();
    expect(rows).toHaveLength(demoProducts().length);
    expect(first.products).toBe(rows.length);
    for (const row of rows) expect(row.image_url, row.sku).toMatch(MEDIA_URL);
    expect(new Set(rows.map((r) => hashIn(r.image_url))).size).toBe(rows.length);
  });

  it('gives every demo brand a logo and every top-level category an icon, each distinct', async () => {
    const brands = await t.database.db.selectFrom('brands').select('logo_url').execute();
    expect(brands).toHaveLength(SEED_BRANDS.length);
    expect(new Set(brands.map((b) => hashIn(b.logo_url)).filter(Boolean)).size).toBe(SEED_BRANDS.length);
    const categories = await t.database.db.selectFrom('product_categories').select(['level', 'icon_url']).execute();
    const top = categories.filter((c) => c.level === 'category');
    expect(top).toHaveLength(SEED_CATEGORIES.length);
    expect(new Set(top.map((c) => hashIn(c.icon_url)).filter(Boolean)).size).toBe(SEED_CATEGORIES.length);
    expect(categories.filter((c) => c.level !== 'category').every((c) => c.icon_url === null)).toBe(true);
  });

  it('is deterministic: the same product draws the same bytes, whose hash is the one stored', async () => {
    const seed = demoProducts()[0]!;
    const brand = SEED_BRANDS.find((b) => b.slug === seed.brand)!;
    const input: PackProduct = { name: seed.name, brand, form: seed.form, packaging: seed.packaging, composition: seed.composition, drugClass: seed.drug_class, bpomNumber: seed.bpom_number };
    const svg = packImageSvg(input);
    expect(packImageSvg({ ...input })).toBe(svg);
    const row = (await products()).find((r) => r.sku === seed.sku)!;
    expect(hashIn(row.image_url)).toBe(createHash('sha256').update(svg).digest('hex'));
  });

  it('does nothing the second time, and leaves an image set by hand alone', async () => {
    const before = await products();
    await t.database.db.updateTable('products').set({ image_url: '/api/media/uploaded/640' }).where('sku', '=', before[1]!.sku).execute();
    const again = await seedDemoImages(t.database.db, t.media);
    expect(again).toEqual({ products: 0, brands: 0, categories: 0 });
    const after = await products();
    expect(after[0]!.image_url).toBe(before[0]!.image_url);
    expect(after[1]!.image_url).toBe('/api/media/uploaded/640');
    await t.database.db.updateTable('products').set({ image_url: before[1]!.image_url }).where('sku', '=', before[1]!.sku).execute();
  });

  it('stores drawings only from our own code: an SVG that links outside itself is refused', async () => {
    const linking = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd" width="10" height="10"/></svg>';
    await expect(t.media.ingestTrustedSvg(linking)).rejects.toThrow(/self-contained/);
  });
});

describe('a demo pack shot through GET /api/media', () => {
  const imageOf = async (sku: string) => hashIn((await products()).find((r) => r.sku === sku)!.image_url)!;
  const get = (hash: string, width: number, accept?: string) => t.call({ method: 'GET', url: `/api/media/${hash}/${width}`, headers: accept ? { accept } : {} });

  it('is rasterised at the width asked, as WebP or JPEG by Accept', async () => {
    const hash = await imageOf(demoProducts()[0]!.sku);
    const webp = await get(hash, 320, 'image/webp,*/*');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    const jpeg = await get(hash, 1024);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(1024);
  });

  it('shows its printed text: the label under the brand band is not blank', async () => {
    // A box: the front's title sits at x 158–348, y 192–260 of the 512-unit drawing (twice that in pixels).
    const boxed = demoProducts().find((p) => p.packaging.startsWith('Dus') && p.form === 'tablet')!;
    const res = await get(await imageOf(boxed.sku), 1024, 'image/webp');
    const { data, info } = await sharp(res.rawPayload).extract({ left: 316, top: 384, width: 380, height: 136 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = data.filter((v) => v < 100).length;
    // Without fonts the area would be plain white paper; with the title in it, a good share is ink.
    expect(dark / (info.width * info.height)).toBeGreaterThan(0.04);
  });
});
