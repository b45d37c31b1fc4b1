import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp, type WebPlugin } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoImagesInto } from './db/seed/images/images.seed.ts';
import { seedDemoPrescriptionImagesInto } from './db/seed/prescriptions/prescriptions.seed.ts';
import { seedDemoCampaignBanners, withDemoMedia } from './db/seed/campaigns/campaigns.seed.ts';
import { seedDemoPromotionBanners, seedPromotions } from './db/seed/promotions/promotions.seed.ts';
import { seedDemoDoctorPhotosInto } from './db/seed/doctors/doctors.seed.ts';
import { seedArticles, seedDemoArticleImages } from './db/seed/articles/articles.seed.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { countUsers } from './modules/accounts/index.ts';

const config = loadConfig();
const database = connect(config.database);

await migrateToLatest(database.db);
if (config.seedDemo && (await countUsers(database.db)) === 0) {
  const r = await seedDemoData(database.db);
  console.info(`Data demo dimuat: ${r.users} pengguna, ${r.products} produk, ${r.pharmacies} apotek`);
}
// Before the app is built, so the catalogue's first snapshot already has the pictures. Fills only what
// is still empty, so after the first start this is three quick queries.
if (config.seedDemo) {
  const images = await seedDemoImagesInto(database.db, { storage: config.storage, publicUrl: config.publicUrl });
  if (images.products + images.brands + images.categories > 0) {
    console.info(`Gambar demo dibuat: ${images.products} produk, ${images.brands} merek, ${images.categories} kategori`);
  }
  // The demo prescriptions' photos (their rows come with the demo data).
  await seedDemoPrescriptionImagesInto(database.db, { storage: config.storage, publicUrl: config.publicUrl });
  // The demo promotions and vouchers (issue 13), added to a demo database made before them.
  await seedPromotions(database.db, new Date());
  // The banners of the demo campaigns and promotions, through one opening of the storage.
  await withDemoMedia(database.db, { storage: config.storage, publicUrl: config.publicUrl }, async (media) => {
    await seedDemoCampaignBanners(database.db, media);
    await seedDemoPromotionBanners(database.db, media);
    // The demo articles and home banners (issue 14), added to a demo database made before them, and their pictures.
    await seedArticles(database.db, new Date());
    await seedDemoArticleImages(database.db, media);
  });
  // The demo doctors' portraits (their rows come with the demo data).
  await seedDemoDoctorPhotosInto(database.db, { storage: config.storage, publicUrl: config.publicUrl });
}

// The web build is optional: without it the process serves the API alone.
let web: WebPlugin | undefined;
if (existsSync(path.join(config.webBuildDir, 'server', 'index.js'))) {
  const { default: plugin } = await import('./web/ssr.plugin.ts');
  web = { plugin, buildDir: config.webBuildDir };
}

const app = await buildApp({ config, db: database, ...(web ? { web } : {}) });
await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
console.info(`Apotek berjalan di http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // A request that never ends must not keep the process alive forever.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exitCode = 0;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
