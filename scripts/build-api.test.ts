import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without type declarations
import { apiBundleIsStale, buildApi } from './build-api.mjs';

// `npm start` runs this bundle with plain node, so a production install (no tsx) must be enough to run it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'apotek-build-api-'));
// The bundle imports packages by name at run time; a bundle outside the repository finds them like this.
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
const outfile = join(work, 'api', 'server.js');

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('the API bundle', () => {
  let meta: Metafile;
  let imports: { path: string; kind: string; external?: boolean }[];
  beforeAll(async () => {
    meta = (await buildApi({ outfile })) as Metafile;
    imports = meta.outputs[relative(root, outfile)]?.imports ?? [];
  });

  it('leaves only packages and node built-ins to import at run time: no tsx, no TypeScript file', () => {
    const specifiers = imports.map((i) => i.path);
    expect(specifiers).toContain('fastify');
    expect(imports.every((i) => i.external)).toBe(true);
    expect(specifiers.filter((s) => s === 'tsx' || s.startsWith('tsx/'))).toEqual([]);
    expect(specifiers.filter((s) => /\.[cm]?tsx?$/.test(s))).toEqual([]);
    // The contract is TypeScript sources, so it must be inside the bundle, not imported.
    expect(specifiers.filter((s) => s.startsWith('@apotek/'))).toEqual([]);
    const text = readFileSync(outfile, 'utf8');
    expect(text.match(/(?:\bfrom\s*|\bimport\s*\(\s*)["'][^"']+\.tsx?["']/g) ?? []).toEqual([]);
  });

  it('answers /api/health and lists products when started with plain node on a fresh SQLite DATA_DIR', async () => {
    const dataDir = join(work, 'data');
    server = spawn(process.execPath, ['--enable-source-maps', outfile], {
      cwd: work,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_BUILD_DIR: join(work, 'no-web-build') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address within 15 s:\n${output}`)), 15_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /berjalan di (http:\/\/localhost:\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      server?.stdout?.on('data', read);
      server?.stderr?.on('data', read);
      server?.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const { version } = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8')) as { version: string };
    // The version is read from apps/api/package.json next to the sources: import.meta.url survived bundling.
    expect(((await health.json()) as { data: { version: string; database: string } }).data).toMatchObject({ version, database: 'sqlite' });

    const products = await fetch(`${origin}/api/products?limit=2`);
    expect(products.status).toBe(200);
    expect(((await products.json()) as { data: { data: unknown[] } }).data.data.length).toBeGreaterThan(0);
  }, 20_000);
});

describe('building', () => {
  // A tiny workspace of its own, so the checks never touch the real sources' timestamps.
  const fixture = join(work, 'fixture');
  const entry = join(fixture, 'src/server.ts');
  const helper = join(fixture, 'src/helper.ts');
  const fixtureOut = join(work, 'fixture-dist/server.js');
  beforeAll(() => {
    mkdirSync(join(fixture, 'src'), { recursive: true });
    writeFileSync(join(fixture, 'package.json'), JSON.stringify({ name: 'fixture', type: 'module', dependencies: {} }));
    writeFileSync(entry, "import { answer } from './helper.ts';\nconsole.log(answer);\n");
    writeFileSync(helper, 'export const answer: number = 42;\n');
  });

  it('is stale once a file it was built from changes or goes away', async () => {
    await buildApi({ entry, outfile: fixtureOut });
    expect(apiBundleIsStale(fixtureOut)).toBe(false);
    // As if the helper had been saved a minute after the build.
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(fixtureOut, earlier, earlier);
    expect(apiBundleIsStale(fixtureOut)).toBe(true);
    await buildApi({ entry, outfile: fixtureOut });
    expect(apiBundleIsStale(fixtureOut)).toBe(false);
    rmSync(helper);
    expect(apiBundleIsStale(fixtureOut)).toBe(true);
    writeFileSync(helper, 'export const answer: number = 42;\n');
  });

  it('refuses a package the importing workspace lists only as a devDependency', async () => {
    writeFileSync(join(fixture, 'package.json'), JSON.stringify({ name: 'fixture', type: 'module', dependencies: {}, devDependencies: { vitest: '*' } }));
    writeFileSync(entry, "import { describe } from 'vitest';\nconsole.log(describe);\n");
    await expect(buildApi({ entry, outfile: fixtureOut })).rejects.toThrow(/"vitest" is not in the "dependencies" of .*fixture\/package\.json/);
  });
});
