// `npm start`: builds the web app and the API bundle when missing or older than their sources, then runs
// the server with plain `node` on the embedded default (SQLite under DATA_DIR, sandbox adapters, demo data
// on first start). Every tool it builds with is a production dependency, so `npm install --omit=dev` is
// enough (docs/decisions/013-production-start.md). `npm run dev` (--watch) runs the TypeScript sources
// through tsx instead and restarts on change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, apiBundleIsStale, buildApiOrExit } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = join(root, 'apps/web/build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(buildEntry)) return true;
  const built = statSync(buildEntry).mtimeMs;
  return [join(root, 'apps/web'), join(root, 'packages/contract/src')].some((dir) => newestMtime(dir) > built);
}

// `npm run dev` passes --watch: the API restarts when its sources change.
const watch = process.argv.includes('--watch');

if (process.env.SKIP_WEB_BUILD !== '1' && buildIsStale()) {
  console.info('Membangun aplikasi web… (building the web app)');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!watch && apiBundleIsStale()) {
  console.info('Membangun API… (building the API)');
  await buildApiOrExit();
}

// In production the sandbox tools (OTP outbox, paying sandbox charges) are off unless SANDBOX_TOOLS is set.
// This is the demo on one machine, so they are set to answer this machine only, and it is said out loud.
const demoEnv = {};
if (process.env.SANDBOX_TOOLS === undefined) {
  demoEnv.SANDBOX_TOOLS = 'local';
  console.info(
    'SANDBOX_TOOLS=local diatur untuk demo: kotak keluar OTP (/dev/outbox) dan pembayaran sandbox (/dev/payments) hanya untuk peramban di mesin ini; ' +
      'setel SANDBOX_TOOLS=off sebelum ada pelanggan sungguhan. ' +
      '(SANDBOX_TOOLS=local set for the demo: the OTP outbox and sandbox payments answer this machine only; set SANDBOX_TOOLS=off before real customers use it)',
  );
}
if (process.env.API_DOCS === undefined) {
  demoEnv.API_DOCS = 'on';
  console.info('API_DOCS=on diatur untuk demo: dokumentasi API di /api/docs (API_DOCS=on set for the demo: API reference at /api/docs)');
}
const serverArgs = watch
  ? [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', join(root, 'apps/api/src/server.ts')]
  : ['--enable-source-maps', API_BUNDLE];
const server = spawn(process.execPath, serverArgs, {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: watch ? 'development' : 'production', ...demoEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
