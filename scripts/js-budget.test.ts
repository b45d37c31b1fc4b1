import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script without types
import { firstLoadFiles, measure, readBudgets, readRouterManifest } from './js-budget.mjs';
import en from '../apps/web/app/i18n/en.json';
import id from '../apps/web/app/i18n/id.json';

interface Result {
  url: string;
  routeId: string;
  bytes: number;
  limitBytes: number;
  biggest: { file: string; bytes: number }[];
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');

// ARCHITECTURE §5: first-load JavaScript per page, held by a test on the build. The test makes its own
// client build from the current source (a stale apps/web/build would prove nothing), in a temporary
// directory so it never races the shared build the e2e suite serves. Sizes are deterministic.
describe('first-load JavaScript budget (scripts/js-budget.mjs)', () => {
  let buildDir: string;
  let results: Result[];

  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'js-budget-'));
    await promisify(execFile)(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: web,
      env: { ...process.env, WEB_BUILD_DIR: buildDir, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    results = await measure(join(buildDir, 'client'));
  }, 240_000);
  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it('measures every budgeted page', async () => {
    const config = await readBudgets();
    expect(results.map((r) => r.url)).toEqual(Object.keys(config.routes));
    // A sample URL that matched the catch-all or a layout would measure the wrong page.
    expect(results.map((r) => r.routeId)).toEqual(['routes/_index', 'routes/product.$slug', 'routes/search', 'routes/cart.checkout']);
  });

  it.each(['/', '/product/paracetamol-500-mg', '/search', '/cart/checkout'])('%s stays within its first-load budget', (url) => {
    const r = results.find((x) => x.url === url)!;
    const detail = r.biggest.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ');
    expect(r.bytes, `${url}: ${(r.bytes / 1024).toFixed(1)} KB gzip > ${(r.limitBytes / 1024).toFixed(0)} KB; biggest: ${detail}`).toBeLessThanOrEqual(r.limitBytes);
  });

  // What issue 9 found on pages that use none of it, recognised by text that survives minification.
  it.each([
    ['zod', '"ZodObject"'],
    ['the phone-number metadata', 'country_calling_codes'],
    ['the Indonesian messages', id.nav.notificationsEmpty],
    ['the English messages', en.nav.notificationsEmpty],
    // The browser renders with Preact (docs/decisions/026-preact-in-the-browser.md); React's builds carry
    // links to their error decoder, React's client renderer alone was 66 KB of a page's first load.
    ['React (the browser renders with Preact)', 'react.dev/errors'],
    ['i18next (the shop has its own translator)', 'i18next'],
    // A message pack under Vite's inline limit became a data: URL inside the shell: bytes on every page,
    // and a fetch the CSP's connect-src refuses (packs are files, vite.config.ts).
    ['a message file inlined as a data: URL', 'data:application/json'],
  ])('keeps %s out of the JavaScript of every budgeted page', async (_, marker) => {
    const clientDir = join(buildDir, 'client');
    const manifest = await readRouterManifest(clientDir);
    for (const url of Object.keys((await readBudgets()).routes)) {
      const { files } = firstLoadFiles(manifest, url) as { files: string[] };
      const carrying: string[] = [];
      for (const file of files) if ((await readFile(join(clientDir, file), 'utf8')).includes(marker)) carrying.push(file);
      expect(carrying, url).toEqual([]);
    }
  });
});

describe('first-load file set', () => {
  const manifest = {
    entry: { module: '/assets/entry.client-A.js', imports: ['/assets/react-B.js'] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root-C.js', imports: ['/assets/react-B.js', '/assets/i18n-D.js'] },
      'routes/layout': { id: 'routes/layout', parentId: 'root', module: '/assets/layout-E.js', imports: [] },
      'routes/_index': { id: 'routes/_index', parentId: 'routes/layout', index: true, module: '/assets/_index-F.js', imports: ['/assets/card-G.js'] },
      'routes/product.$slug': { id: 'routes/product.$slug', parentId: 'routes/layout', path: 'product/:slug', module: '/assets/product-H.js', imports: ['/assets/card-G.js', '/assets/zod-I.js'] },
    },
  };

  it('is the entry, each matched route module and their static imports, once each', () => {
    const { routeIds, files } = firstLoadFiles(manifest, '/product/obat') as { routeIds: string[]; files: string[] };
    expect(routeIds).toEqual(['root', 'routes/layout', 'routes/product.$slug']);
    expect([...files].sort()).toEqual(
      ['/assets/entry.client-A.js', '/assets/react-B.js', '/assets/root-C.js', '/assets/i18n-D.js', '/assets/layout-E.js', '/assets/product-H.js', '/assets/card-G.js', '/assets/zod-I.js'].sort(),
    );
  });

  it('does not count another page’s modules', () => {
    const { files } = firstLoadFiles(manifest, '/') as { files: string[] };
    expect(files).toContain('/assets/_index-F.js');
    expect(files).not.toContain('/assets/zod-I.js');
    expect(files).not.toContain('/assets/product-H.js');
  });
});
