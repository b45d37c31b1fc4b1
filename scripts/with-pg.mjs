// `npm run test:pg`: runs a command with TEST_DATABASE_URL pointing at PostgreSQL (default: the local
// server's `test` database), after checking that the server answers.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error('Start it (see README "Running on PostgreSQL") or set TEST_DATABASE_URL.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
const [cmd, ...args] = process.argv.slice(2);
const result = spawnSync('npx', [cmd, ...args], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
process.exit(result.status ?? 1);
