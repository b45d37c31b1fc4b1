import { connect } from '../connect.ts';
import { databaseConfig } from '../database-config.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoData } from './seed.ts';

const { db, kind, close } = connect(databaseConfig(process.env));
try {
  await migrateToLatest(db);
  const r = await seedDemoData(db);
  console.info(
    `Data demo dimuat (${kind}): ${r.users} pengguna, ${r.products} produk, ${r.pharmacies} apotek, ${r.socialNetworks} media sosial baru`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await close();
}
