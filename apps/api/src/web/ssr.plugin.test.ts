import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import ssrPlugin from './ssr.plugin.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web-build');

/** Log lines as parsed JSON, for asserting what was (and was not) written. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** The two ways pages are rendered: in the API's own thread, or on a render thread (render-pool.ts). */
const RENDERERS = [
  { name: 'on the main thread', threads: '0' },
  { name: 'on a render thread', threads: '1' },
];

function appWith(env: NodeJS.ProcessEnv = {}, logStream?: Writable) {
  return createTestApp({ web: { plugin: ssrPlugin, buildDir }, ...(logStream ? { logStream } : {}) }, { PUBLIC_URL: 'https://apotek.example', ...env });
}

// Every case runs with pages rendered on the main thread and on a render thread (render-pool.ts).
describe.each(RENDERERS)('$name', ({ threads }) => {
  const pageApp = (env: NodeJS.ProcessEnv = {}, logStream?: Writable) => appWith({ RENDER_THREADS: threads, ...env }, logStream);

  describe('pages for a signed-in user (issue 7, item 6)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await pageApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('answer private, no-store and Vary: Cookie when the request carries the session cookie or Authorization', async () => {
      for (const headers of [{ cookie: 'apotek_session=abc' }, { cookie: 'i18n_redirected=en; apotek_session=abc' }, { authorization: 'Bearer abc' }]) {
        const res = await t.app.inject({ method: 'GET', url: '/page', headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers.vary).split(/,\s*/)).toContain('Cookie');
      }
    });

    it('leave an anonymous page as it was', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/page', headers: { cookie: 'i18n_redirected=en' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    });
  });

  describe('bad input to page routes (issue 7, item 9)', () => {
    let t: TestApp;
    const log = logSink();
    beforeAll(async () => {
      t = await pageApp({ LOG_LEVEL: 'warn' }, log.stream);
    });
    afterAll(async () => {
      await t.close();
    });

    const refusals = () => log.lines.filter((l) => l.msg === 'page request refused');

    it('answers 415 to a JSON body posted to a page action, and 400 to a post without a body', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'application/json' }, payload: '{"login":"a","password":"b"}' });
      expect(json.statusCode).toBe(415);
      expect(json.body).toBe('Halaman ini hanya menerima kiriman formulir.');
      const english = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{}' });
      expect(english.body).toBe('This page accepts form submissions only.');
      const empty = await t.app.inject({ method: 'POST', url: '/page' });
      expect(empty.statusCode).toBe(400);
      const text = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'text/plain' }, payload: 'login=a' });
      expect(text.statusCode).toBe(415);
      const brokenMultipart = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: 'not multipart' });
      expect(brokenMultipart.statusCode).toBe(400);
    });

    it('still takes forms, an empty one included (the logout button posts one)', async () => {
      const form = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'login=a&password=b' });
      expect(form.statusCode).toBe(200);
      expect(form.body).toContain('<p id="fields">login,password</p>');
      const empty = await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(empty.statusCode).toBe(200);
    });

    it('answers 400 to a malformed Host, and to a request target that names a host', async () => {
      for (const host of ['evil example', 'a/b', 'a@b', '[::1', 'x:port']) {
        const res = await t.app.inject({ method: 'GET', url: '/page', headers: { host } });
        expect(res.statusCode, host).toBe(400);
      }
      // `//host/path` is a path here, not a network-path reference that would replace the host.
      const smuggled = await t.app.inject({ method: 'GET', url: '//evil.example/page' });
      expect(smuggled.body).toContain('<p id="url">http://localhost//evil.example/page</p>');
    });

    it('logs each refusal as one structured warning, without a stack trace', async () => {
      const before = refusals().length;
      await t.app.inject({ method: 'POST', url: '/page', headers: { 'content-type': 'application/json' }, payload: '{}' });
      await t.app.inject({ method: 'GET', url: '/page', headers: { host: 'evil example' } });
      const added = refusals().slice(before);
      expect(added).toHaveLength(2);
      for (const line of added) {
        expect(line.level).toBe(40);
        expect(line).toHaveProperty('reason');
        expect(JSON.stringify(line)).not.toMatch(/\bat .+:\d+:\d+/);
      }
      expect(log.lines.some((l) => Number(l.level) >= 50)).toBe(false);
    });
  });

  describe('the Host header (issue 7, item 13)', () => {
    it('never reaches absolute links: the load context carries PUBLIC_URL', async () => {
      const t = await pageApp();
      try {
        const res = await t.app.inject({ method: 'GET', url: '/page', headers: { host: 'evil.example' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<link rel="canonical" href="https://apotek.example/page">');
      } finally {
        await t.close();
      }
    });
  });

  describe('the outbox page from another machine (issue 7, item 2)', () => {
    const outboxStatus = async (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });
      expect(res.statusCode).toBe(200);
      return /<p id="status">(\d+)<\/p>/.exec(res.body)?.[1];
    };

    it('reaches the outbox from a browser on this machine', async () => {
      const t = await pageApp();
      try {
        expect(await outboxStatus(t, '127.0.0.1')).toBe('200');
        expect(await outboxStatus(t, '203.0.113.9')).toBe('404');
      } finally {
        await t.close();
      }
    });

    it('cannot smuggle loopback into the API through X-Forwarded-For, whatever TRUST_PROXY says', async () => {
      for (const TRUST_PROXY of ['10.0.0.0/8', '10.0.0.5,loopback', '1', '2']) {
        const t = await pageApp({ TRUST_PROXY });
        try {
          // A browser behind the proxy at 10.0.0.5 that wrote its own X-Forwarded-For.
          expect(await outboxStatus(t, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }), TRUST_PROXY).toBe('404');
          expect(await outboxStatus(t, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' }), TRUST_PROXY).toBe('404');
          // A client that reaches the server directly.
          expect(await outboxStatus(t, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1, 1.2.3.4' }), TRUST_PROXY).toBe('404');
        } finally {
          await t.close();
        }
      }
    });
  });

  describe('content security policy of pages (issue 7, item 15)', () => {
    it('allows no inline style, no script without the nonce, and connects only to its own origin', async () => {
      const t = await pageApp();
      try {
        const res = await t.app.inject({ method: 'GET', url: '/page' });
        const csp = String(res.headers['content-security-policy']);
        const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
        expect(csp).not.toContain('unsafe-inline');
        expect(directives.get('connect-src')).toEqual(["'self'"]);
        expect(directives.get('style-src')).toEqual(["'self'"]);
        expect(directives.get('script-src')?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
      } finally {
        await t.close();
      }
    });
  });

  describe('request ids of in-process API calls', () => {
    it('are the page request id, never the raw header a client sent', async () => {
      const t = await pageApp();
      try {
        const good = await t.app.inject({ method: 'GET', url: '/whoami', headers: { 'x-request-id': 'trace-123' } });
        expect(good.headers['x-request-id']).toBe('trace-123');
        expect(good.json().requestId).toBe('trace-123');
        const bad = await t.app.inject({ method: 'GET', url: '/whoami', headers: { 'x-request-id': 'evil id<script>' } });
        expect(bad.json().requestId).toBe(bad.headers['x-request-id']);
        expect(bad.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await t.close();
      }
    });
  });
});
