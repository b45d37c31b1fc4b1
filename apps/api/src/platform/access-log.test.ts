import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import ssrPlugin from '../web/ssr.plugin.ts';
import { IN_PROCESS_HEADER } from './logger.ts';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web-build');

function sink() {
  const lines: Array<{ level: number; msg: string; req?: { url: string } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function accessLines(env: NodeJS.ProcessEnv, run: (inject: (url: string, headers?: Record<string, string>) => Promise<unknown>) => Promise<void>) {
  const log = sink();
  const t = await createTestApp({ logStream: log.stream, web: { plugin: ssrPlugin, buildDir } }, env);
  try {
    await run((url, headers = {}) => t.app.inject({ method: 'GET', url, headers }));
  } finally {
    await t.close();
  }
  return log.lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
}

describe('the access log (issue 9, server speed)', () => {
  it('writes one info line per request by default', async () => {
    const lines = await accessLines({ LOG_LEVEL: 'info' }, async (get) => {
      await get('/api/health');
      await get('/api/products?perPage=1');
    });
    expect(lines.map((l) => [l.level, l.req?.url])).toEqual([
      [30, '/api/health'],
      [30, '/api/products?perPage=1'],
    ]);
  });

  it('writes none with ACCESS_LOG=off, and only at debug with ACCESS_LOG=debug', async () => {
    expect(await accessLines({ LOG_LEVEL: 'info', ACCESS_LOG: 'off' }, async (get) => void (await get('/api/health')))).toEqual([]);
    expect(await accessLines({ LOG_LEVEL: 'info', ACCESS_LOG: 'debug' }, async (get) => void (await get('/api/health')))).toEqual([]);
    const debug = await accessLines({ LOG_LEVEL: 'debug', ACCESS_LOG: 'debug' }, async (get) => void (await get('/api/health')));
    expect(debug.map((l) => l.level)).toEqual([20]);
  });

  it('logs a page once at info; the API calls it made in-process only at debug', async () => {
    const info = await accessLines({ LOG_LEVEL: 'info' }, async (get) => void (await get('/whoami')));
    expect(info.map((l) => l.req?.url)).toEqual(['/whoami']);
    const debug = await accessLines({ LOG_LEVEL: 'debug' }, async (get) => void (await get('/whoami')));
    expect(debug.map((l) => [l.level, l.req?.url])).toEqual([
      [20, '/api/health'],
      [30, '/whoami'],
    ]);
  });

  it('cannot be hidden by a client sending the in-process header itself', async () => {
    const lines = await accessLines({ LOG_LEVEL: 'info' }, async (get) => void (await get('/api/health', { [IN_PROCESS_HEADER]: 'guess' })));
    expect(lines.map((l) => l.level)).toEqual([30]);
  });
});
