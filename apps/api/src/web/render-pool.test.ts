import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import ssrPlugin from './ssr.plugin.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web-build');

const pageApp = (threads: string, dir = buildDir) => createTestApp({ web: { plugin: ssrPlugin, buildDir: dir } }, { RENDER_THREADS: threads });

const threadOf = (body: string) => Number(/<p id="thread">(\d+)<\/p>/.exec(body)?.[1]);

describe('render threads (docs/decisions/021-ssr-speed.md)', () => {
  it('render pages off the main thread, spread over every thread', async () => {
    const t = await pageApp('2');
    try {
      const pages = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: '/render-thread' })));
      const threads = new Set(pages.map((page) => threadOf(page.body)));
      expect(pages.every((page) => page.statusCode === 200)).toBe(true);
      expect(threads.size).toBe(2);
      expect(threads.has(0)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('render on the main thread when there are none', async () => {
    const t = await pageApp('0');
    try {
      const page = await t.app.inject({ method: 'GET', url: '/render-thread' });
      expect(threadOf(page.body)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('answer 500 for a page whose thread died, and render the next one on its replacement', async () => {
    const t = await pageApp('1');
    try {
      const first = threadOf((await t.app.inject({ method: 'GET', url: '/render-thread' })).body);
      const died = await t.app.inject({ method: 'GET', url: '/render-thread?exit=1' });
      expect(died.statusCode).toBe(500);
      // The replacement starts in the background; pages asked meanwhile may still fail.
      let next = 0;
      for (let i = 0; i < 100 && !next; i++) {
        const page = await t.app.inject({ method: 'GET', url: '/render-thread' });
        if (page.statusCode === 200) next = threadOf(page.body);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(next).toBeGreaterThan(0);
      expect(next).not.toBe(first);
    } finally {
      await t.close();
    }
  });

  it('refuse to start when the web build cannot be loaded', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'apotek-no-build-'));
    await expect(pageApp('1', empty)).rejects.toThrow(/render thread could not load the web build/);
  });
});
