// Measures the JavaScript a page needs before it is interactive — its first load — from the React Router
// build, and compares it with the budgets of ARCHITECTURE §5 (scripts/js-budget.json, docs/decisions/020-*.md).
// First load = the client entry + every route module the URL matches (root, layouts, the page) + the chunks
// each of them imports statically; the manifest lists exactly what the server puts in <link rel=modulepreload>.
// Chunks the client entry imports before hydrating (the page language's messages) are added by name from
// js-budget.json's `beforeHydration`. Lazy chunks (dialogs, maps, forms loaded on demand) are not part of it. Each file counts gzip-compressed at
// level 9, as the server sends its precompressed twin (scripts/precompress.mjs), and raw below MIN_BYTES,
// which the server sends plain.
// Usage: node scripts/js-budget.mjs [apps/web/build/client]   (exits 1 when a route is over its budget)
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';
import { MIN_BYTES } from './precompress.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
export const DEFAULT_CLIENT_DIR = resolve(here, '../apps/web/build/client');

/** { routes: { "/": { limitKb, targetKb }, … }, beforeHydration: ["id"] } */
export async function readBudgets() {
  return JSON.parse(await readFile(join(here, 'js-budget.json'), 'utf8'));
}

/** The built files of chunks or assets named in `names` (Vite names them `<name>-<8-char hash>.js` or `.json`). */
async function namedChunks(clientDir, names) {
  const assets = await readdir(join(clientDir, 'assets'));
  return names.map((name) => {
    const file = assets.find((f) => new RegExp(`^${name}-[\\w-]{8}\\.(js|json)$`).test(f));
    if (!file) throw new Error(`no chunk named ${name} in ${clientDir}/assets`);
    return `/assets/${file}`;
  });
}

/** The route manifest React Router writes as `assets/manifest-<version>.js` (`window.__reactRouterManifest=…`). */
export async function readRouterManifest(clientDir) {
  const name = (await readdir(join(clientDir, 'assets'))).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets — build the web app first`);
  const text = await readFile(join(clientDir, 'assets', name), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
}

/** The manifest's flat route list as the nested tree `matchRoutes` walks. */
function routeTree(manifest) {
  const nodes = new Map();
  for (const r of Object.values(manifest.routes)) nodes.set(r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] });
  const roots = [];
  for (const r of Object.values(manifest.routes)) {
    const node = nodes.get(r.id);
    if (node.index) delete node.children;
    if (r.parentId) nodes.get(r.parentId).children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The files the browser fetches before hydrating `url`, in no particular order. */
export function firstLoadFiles(manifest, url) {
  const matches = matchRoutes(routeTree(manifest), url);
  if (!matches) throw new Error(`no route matches ${url}`);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const { route } of matches) {
    const r = manifest.routes[route.id];
    files.add(r.module);
    for (const f of r.imports ?? []) files.add(f);
  }
  return { routeIds: matches.map((m) => m.route.id), files: [...files] };
}

/** Bytes on the wire for one built file. */
export async function transferredBytes(clientDir, file) {
  const raw = await readFile(join(clientDir, file));
  if (raw.length < MIN_BYTES) return raw.length;
  return Math.min(raw.length, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length);
}

/** Every budgeted URL with its first-load size, its limit and its five biggest files. */
export async function measure(clientDir = DEFAULT_CLIENT_DIR, config) {
  config ??= await readBudgets();
  const manifest = await readRouterManifest(clientDir);
  const extra = await namedChunks(clientDir, config.beforeHydration ?? []);
  const sizes = new Map();
  const sizeOf = async (file) => {
    if (!sizes.has(file)) sizes.set(file, await transferredBytes(clientDir, file));
    return sizes.get(file);
  };
  const results = [];
  for (const [url, { limitKb, targetKb }] of Object.entries(config.routes)) {
    const { routeIds, files: routeFiles } = firstLoadFiles(manifest, url);
    const files = [...new Set([...routeFiles, ...extra])];
    const perFile = await Promise.all(files.map(async (file) => ({ file, bytes: await sizeOf(file) })));
    const bytes = perFile.reduce((sum, f) => sum + f.bytes, 0);
    perFile.sort((a, b) => b.bytes - a.bytes);
    results.push({ url, routeId: routeIds.at(-1), bytes, limitBytes: limitKb * 1024, targetBytes: (targetKb ?? limitKb) * 1024, biggest: perFile.slice(0, 5) });
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await measure(resolve(process.argv[2] ?? DEFAULT_CLIENT_DIR));
  let over = false;
  for (const r of results) {
    const ok = r.bytes <= r.limitBytes;
    over ||= !ok;
    console.info(`${ok ? 'ok  ' : 'OVER'} ${r.url.padEnd(28)} ${kb(r.bytes).padStart(9)}  limit ${kb(r.limitBytes)}  target ${kb(r.targetBytes)}  (${r.routeId})`);
    for (const f of r.biggest) console.info(`       ${kb(f.bytes).padStart(9)}  ${f.file}`);
  }
  process.exitCode = over ? 1 : 0;
}
