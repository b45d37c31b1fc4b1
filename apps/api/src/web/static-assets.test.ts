import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { precompress } from '../../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import ssrPlugin from './ssr.plugin.ts';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web-build');

/** Some JavaScript as a bundler writes it: long, repetitive, well worth compressing. */
const script = Array.from({ length: 300 }, (_, i) => `export function f${i}(a){return a*${i}+"apotek-${i}"}`).join('\n');

describe('built assets, precompressed at build time (issue 9)', () => {
  let t: TestApp;
  let client: string;
  const asset = '/assets/entry-Ab12Cd34.js';
  beforeAll(async () => {
    // A copy of the fixture build with a hashed asset, precompressed as `npm run build` does.
    const buildDir = mkdtempSync(path.join(tmpdir(), 'apotek-build-'));
    cpSync(fixture, buildDir, { recursive: true });
    client = path.join(buildDir, 'client');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    writeFileSync(path.join(client, asset), script);
    writeFileSync(path.join(client, 'assets/tiny-Zz99.js'), 'export const a=1;');
    // An icon whose bytes no compressor can shrink.
    writeFileSync(path.join(client, 'assets/noise-Qq11.ico'), randomBytes(4096));
    writeFileSync(path.join(client, 'sw.js'), `self.addEventListener('fetch',()=>{});${script}`);
    writeFileSync(path.join(client, 'manifest.webmanifest'), JSON.stringify({ name: 'Apotek', start_url: '/' }));
    await precompress(client);
    t = await createTestApp({ web: { plugin: ssrPlugin, buildDir } }, { PUBLIC_URL: 'https://apotek.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a .br and a .gz twin, skipping small files and ones that do not shrink', () => {
    expect(existsSync(path.join(client, `${asset}.br`))).toBe(true);
    expect(existsSync(path.join(client, `${asset}.gz`))).toBe(true);
    expect(existsSync(path.join(client, 'assets/tiny-Zz99.js.br'))).toBe(false);
    expect(existsSync(path.join(client, 'assets/noise-Qq11.ico.gz'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(path.join(client, `${asset}.br`))).toString()).toBe(script);
  });

  it('sends the brotli twin as it is to a browser that takes br, immutable and varying by encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    // Byte for byte the file written at build time: nothing was compressed for this request.
    expect(res.rawPayload.equals(readFileSync(path.join(client, `${asset}.br`)))).toBe(true);
  });

  it('sends the gzip twin when br is not accepted, and the file itself when nothing is', async () => {
    const gz = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(path.join(client, `${asset}.gz`)))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const refused = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the service worker for revalidation on every use, and the web manifest as a manifest', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the twins under their own names', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${asset}.br` });
    expect(res.statusCode).toBe(404);
  });
});
