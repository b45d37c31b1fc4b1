import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script without types
import { ICONS, shellFiles, writeIcons, writeServiceWorker } from './build-pwa.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webManifest = JSON.parse(await readFile(join(root, 'apps/web/public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const appCss = await readFile(join(root, 'apps/web/app/app.css'), 'utf8');

const routerManifest = {
  version: 'c7a509ca',
  entry: { module: '/assets/entry.client-A.js', imports: ['/assets/jsx-runtime-B.js', '/assets/chunk-C.js'], css: [] },
  routes: {
    root: { id: 'root', module: '/assets/root-D.js', imports: ['/assets/chunk-C.js', '/assets/i18n-E.js'], css: ['/assets/root-F.css'] },
    'routes/_index': { id: 'routes/_index', module: '/assets/_index-G.js', imports: [], css: [] },
  },
};

describe('installable app build (scripts/build-pwa.mjs)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-pwa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets/manifest-c7a509ca.js'), `window.__reactRouterManifest=${JSON.stringify(routerManifest)};`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the web manifest names the shop, opens standalone at the root and uses the design tokens', () => {
    expect(webManifest).toMatchObject({ name: 'Apotek', short_name: 'Apotek', start_url: '/', scope: '/', display: 'standalone', lang: 'id' });
    expect(appCss).toContain(`--color-primary: ${webManifest.theme_color};`);
    expect(appCss).toMatch(new RegExp(`html \\{[^}]*background: ${webManifest.background_color};`));
  });

  it('renders every PNG icon the web manifest names, at its stated size', async () => {
    await writeIcons(dir);
    const pngs = webManifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of pngs) {
      const meta = await sharp(join(dir, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      expect(ICONS.map((i: { file: string }) => `/icons/${i.file}`)).toContain(icon.src);
    }
    // iOS and maskable icons are opaque squares: launchers crop them, and iOS paints transparency black.
    const maskable = await sharp(join(dir, 'icons/maskable-512.png')).stats();
    expect(maskable.isOpaque).toBe(true);
    expect((await sharp(join(dir, 'icons/apple-touch-icon.png')).metadata()).width).toBe(180);
  });

  it("precaches the entry, the root route's chunks and CSS, the router manifest and the icons, not other routes", () => {
    const files = shellFiles(routerManifest, '/assets/manifest-c7a509ca.js');
    expect(files).toEqual(expect.arrayContaining(['/assets/entry.client-A.js', '/assets/root-D.js', '/assets/i18n-E.js', '/assets/root-F.css', '/assets/manifest-c7a509ca.js', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(files).not.toContain('/assets/_index-G.js');
    expect(new Set(files).size).toBe(files.length);
  });

  it("bundles sw.js with this build's version, precache list and offline pages", async () => {
    const build = await writeServiceWorker(dir);
    expect(build.version).toBe('c7a509ca');
    expect(build.offline).toEqual({ id: '/offline?lang=id', en: '/offline?lang=en' });
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain('c7a509ca');
    expect(sw).toContain('/assets/root-F.css');
    expect(sw).toContain('/offline?lang=en');
    expect(sw).not.toContain('__SW_BUILD__');
  });
});
