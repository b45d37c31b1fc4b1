// Writes a brotli (.br) and a gzip (.gz) twin next to every text-like file of the web build, at the
// strongest settings since this runs once per build; the server sends a twin by Accept-Encoding without
// compressing anything per request (apps/api/src/web/ssr.plugin.ts, docs/decisions/017-*.md).
// Usage: node scripts/precompress.mjs <dir>   (apps/web's build script runs it on build/client)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files the browser fetches as text; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map', '.ico']);

/** Below this a twin saves a few hundred bytes at best, and the server sends small files plain anyway. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the twin when it is smaller than the original, and removes a stale one otherwise. */
async function writeTwin(path, original, compressed) {
  if (compressed.length < original.length) await writeFile(path, compressed);
  else await rm(path, { force: true });
  return compressed.length < original.length;
}

async function twins(path) {
  const original = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gz(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    bytes: original.length,
    br: (await writeTwin(`${path}.br`, original, br)) ? br.length : null,
    gz: (await writeTwin(`${path}.gz`, original, gzipped)) ? gzipped.length : null,
  };
}

/** Precompresses every eligible file under `dir`; answers what it wrote, for the log and for tests. */
export async function precompress(dir) {
  const work = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    work.push(path);
  }
  const results = [];
  // A few at a time: zlib runs in the thread pool, and a build machine may have two cores.
  for (let i = 0; i < work.length; i += 4) {
    const batch = work.slice(i, i + 4);
    results.push(...(await Promise.all(batch.map(async (path) => ({ path, ...(await twins(path)) })))));
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dir>');
    process.exit(2);
  }
  const started = Date.now();
  const results = await precompress(resolve(dir));
  const sum = (key) => results.reduce((total, r) => total + (r[key] ?? r.bytes), 0);
  console.info(
    `precompress: ${results.length} files, ${(sum('bytes') / 1024).toFixed(0)} KB → br ${(sum('br') / 1024).toFixed(0)} KB, ` +
      `gzip ${(sum('gz') / 1024).toFixed(0)} KB (${Date.now() - started} ms)`,
  );
}
