import { connect } from './connect.ts';
import { databaseConfig } from './database-config.ts';
import { migrateToLatest } from './migrate.ts';

const { db, kind, close } = connect(databaseConfig(process.env));
try {
  const { applied } = await migrateToLatest(db);
  console.info(applied.length ? `Migrasi diterapkan (${kind}): ${applied.join(', ')}` : `Skema sudah terbaru (${kind})`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await close();
}
