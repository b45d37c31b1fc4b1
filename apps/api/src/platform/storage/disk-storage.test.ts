import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { registerRequestContext } from '../context.ts';
import { registerErrorHandler } from '../error-handler.ts';
import { DiskStorage } from './disk-storage.ts';
import { describeObjectStorage } from './object-storage.contract.ts';
import { signedFilesRoutes } from './signed-files.routes.ts';
import { UrlSigner } from './url-signer.ts';

const BASE = 'http://shop.test';

async function diskUnderTest() {
  const dir = mkdtempSync(path.join(tmpdir(), 'apotek-disk-'));
  const clock = new ManualClock();
  const signer = new UrlSigner('disk-test-secret', clock, BASE);
  const storage = new DiskStorage(path.join(dir, 'uploads'), signer);
  const app = Fastify();
  registerRequestContext(app);
  registerErrorHandler(app);
  signedFilesRoutes(app, storage, signer);
  await app.ready();
  return {
    dir,
    clock,
    checksSignatures: true,
    storage,
    app,
    async fetchSigned(url: string) {
      const res = await app.inject({ method: 'GET', url: url.slice(BASE.length) });
      return { status: res.statusCode, body: res.rawPayload };
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeObjectStorage('disk', diskUnderTest);

describe('DiskStorage', () => {
  it('keeps files for this user only', async () => {
    const t = await diskUnderTest();
    await t.storage.put('media/a/b', Buffer.from('x'), { contentType: 'text/plain', visibility: 'private' });
    expect(statSync(path.join(t.dir, 'uploads')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(t.dir, 'uploads/media/a/b')).mode & 0o777).toBe(0o600);
    await t.close();
  });

  it('leaves neither the object nor a temp file behind when the source stream fails half way', async () => {
    const t = await diskUnderTest();
    async function* failing() {
      yield Buffer.from('first half');
      throw new Error('client went away');
    }
    await expect(t.storage.put('media/broken', Readable.from(failing()), { contentType: 'image/png', visibility: 'public' })).rejects.toThrow('client went away');
    expect(await t.storage.head('media/broken')).toBeNull();
    expect(readdirSync(path.join(t.dir, 'uploads/media'))).toEqual([]);
    await t.close();
  });

  it('keeps the old object readable until a new write is complete', async () => {
    const t = await diskUnderTest();
    await t.storage.put('media/swap', Buffer.from('old'), { contentType: 'text/plain', visibility: 'public' });
    async function* slow() {
      yield Buffer.from('new ');
      // Between the chunks the old bytes are still what a reader gets.
      const mid = await t.storage.get('media/swap');
      const text: string[] = [];
      for await (const chunk of mid!.body) text.push(String(chunk));
      expect(text.join('')).toBe('old');
      yield Buffer.from('bytes');
    }
    await t.storage.put('media/swap', Readable.from(slow()), { contentType: 'text/plain', visibility: 'public' });
    const after = await t.storage.get('media/swap');
    const text: string[] = [];
    for await (const chunk of after!.body) text.push(String(chunk));
    expect(text.join('')).toBe('new bytes');
    await t.close();
  });

  it('answers a signed URL until it expires, then 403 with a localised message', async () => {
    const t = await diskUnderTest();
    await t.storage.put('rx/1', Buffer.from('resep'), { contentType: 'image/jpeg', visibility: 'private' });
    const url = await t.storage.signedUrl('rx/1', 60);
    expect((await t.fetchSigned(url)).status).toBe(200);
    t.clock.advance(61_000);
    const res = await t.app.inject({ method: 'GET', url: url.slice(BASE.length) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Tautan berkas tidak valid atau sudah kedaluwarsa');
    await t.close();
  });

  it('answers a key that names a folder as missing, not as an error', async () => {
    const t = await diskUnderTest();
    await t.storage.put('media/x/y', Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' });
    expect(await t.storage.get('media/x')).toBeNull();
    expect(await t.storage.head('media')).toBeNull();
    await t.close();
  });
});
