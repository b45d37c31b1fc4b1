import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preferJitlessZod } from './zod-jitless';

describe('zod without eval in the browser', () => {
  it('a jitless setting put on globalThis before zod loads is the one zod reads', async () => {
    const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = scope.__zod_globalConfig;
    try {
      delete scope.__zod_globalConfig;
      preferJitlessZod();
      // A fresh copy of zod's core, as a page would load it after root.tsx ran.
      const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
      const coreUrl = `${pathToFileURL(join(zodDir, 'v4/core/core.js')).href}?fresh=${Date.now()}`;
      const core = (await import(/* @vite-ignore */ coreUrl)) as { globalConfig: Record<string, unknown> };
      expect(core.globalConfig.jitless).toBe(true);
    } finally {
      if (before === undefined) delete scope.__zod_globalConfig;
      else scope.__zod_globalConfig = before;
    }
  });

  it('keeps settings already made', () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { customError: 'x' } };
    preferJitlessZod(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 'x', jitless: true });
  });
});
