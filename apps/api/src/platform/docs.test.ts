import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

describe('API_DOCS (issue 7, item 15)', () => {
  it('serves Swagger UI and the OpenAPI document when on', async () => {
    const t = await createTestApp({}, { API_DOCS: 'on', NODE_ENV: 'production' });
    try {
      expect((await t.call({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('serves neither in production unless asked, nor when off, answering like any unknown route', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { API_DOCS: 'off' }]) {
      const t = await createTestApp({}, env);
      try {
        const unknown = await t.call({ method: 'GET', url: '/api/no-such-route' });
        for (const url of ['/api/docs/json', '/api/docs/', '/api/docs', '/api/docs/yaml']) {
          const res = await t.call({ method: 'GET', url });
          expect(res.statusCode, `${url} ${JSON.stringify(env)}`).toBe(404);
          expect(res.json()).toEqual(unknown.json());
        }
      } finally {
        await t.close();
      }
    }
  });
});
