// Writes what makes the shop installable into the web build (docs/decisions/019-installable-app.md):
// the home-screen icons, rendered from SVG with sharp so no PNG lives in git, and /sw.js, the service
// worker bundled with esbuild and told this build's version and the files to precache, read from React
// Router's browser manifest. Runs after `react-router build` and before scripts/precompress.mjs.
// Usage: node scripts/build-pwa.mjs <dir>   (apps/web's build script runs it on build/client)
import { Buffer } from 'node:buffer';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as bundle } from 'esbuild';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');

/**
 * The favicon's mark on a full-bleed brand background, shrunk into the maskable safe zone (the middle
 * circle of 80 %): launchers crop it to their own shape. iOS wants an opaque square too.
 */
const FULL_BLEED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#E21683"/>
<g transform="translate(16 16) scale(0.6) translate(-16 -16)"><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6V7Z" fill="#fff"/><circle cx="25" cy="25" r="4" fill="#EE7421"/></g></svg>`;

/** Every icon the manifest and root.tsx name, under /icons. */
export const ICONS = [
  { file: 'icon-192.png', size: 192, source: 'favicon' },
  { file: 'icon-512.png', size: 512, source: 'favicon' },
  { file: 'maskable-512.png', size: 512, source: 'full-bleed' },
  { file: 'apple-touch-icon.png', size: 180, source: 'full-bleed' },
];

export async function writeIcons(clientDir) {
  const favicon = await readFile(join(web, 'public/favicon.svg'));
  await mkdir(join(clientDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const svg = icon.source === 'favicon' ? favicon : Buffer.from(FULL_BLEED_SVG);
    // density scales the 32-unit SVG up before rasterising, so the edges stay sharp at 512 px.
    await sharp(svg, { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, 'icons', icon.file));
  }
}

/** React Router's browser manifest (`window.__reactRouterManifest={…};`), the newest if several. */
async function routerManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const names = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (names.length === 0) throw new Error(`no React Router manifest in ${assets}`);
  const dated = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(join(assets, name))).mtimeMs })));
  const newest = dated.sort((a, b) => b.mtime - a.mtime)[0].name;
  const source = await readFile(join(assets, newest), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${newest}`, manifest: JSON.parse(json) };
}

/** The app shell: what the first page of any visit loads before its route's own chunk. */
export function shellFiles(manifest, manifestFile) {
  const rootRoute = manifest.routes.root;
  return [
    ...new Set([
      manifestFile,
      manifest.entry.module,
      ...(manifest.entry.imports ?? []),
      rootRoute.module,
      ...(rootRoute.imports ?? []),
      ...(rootRoute.css ?? []),
      '/favicon.svg',
      '/manifest.webmanifest',
      ...ICONS.map((icon) => `/icons/${icon.file}`),
    ]),
  ];
}

export async function writeServiceWorker(clientDir) {
  const { file, manifest } = await routerManifest(clientDir);
  const swBuild = {
    version: manifest.version,
    precache: shellFiles(manifest, file),
    offline: { id: '/offline?lang=id', en: '/offline?lang=en' },
  };
  await bundle({
    entryPoints: [join(web, 'sw/service-worker.ts')],
    outfile: join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __SW_BUILD__: JSON.stringify(swBuild) },
    logLevel: 'warning',
  });
  return swBuild;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/build-pwa.mjs <dir>');
    process.exit(2);
  }
  const started = Date.now();
  const clientDir = resolve(dir);
  await writeIcons(clientDir);
  const sw = await writeServiceWorker(clientDir);
  console.info(`build-pwa: ${ICONS.length} icons, sw.js (version ${sw.version}, ${sw.precache.length} files to precache) in ${Date.now() - started} ms`);
}
