// npm run db:generate -- 100000 [seed]: adds synthetic products (with stock) for benchmarks, after the
// demo data. A server already running keeps its index until it restarts.
import { connect } from '../../connect.ts';
import { databaseConfig } from '../../database-config.ts';
import { migrateToLatest } from '../../migrate.ts';
import { seedDemoData } from '../seed.ts';
import { generateProducts } from './catalog.generator.ts';

const count = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run db:generate -- <count> [seed]');
  process.exit(2);
}

const { db, kind, close } = connect(databaseConfig(process.env));
try {
  const started = Date.now();
  await migrateToLatest(db);
  await seedDemoData(db);
  const r = await generateProducts(count, seed, db);
  console.info(`${r.products} produk sintetis dan ${r.stock} baris stok dibuat (${kind}) dalam ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await close();
}
