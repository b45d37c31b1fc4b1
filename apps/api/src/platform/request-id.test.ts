import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id from a client (issue 7, item 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idFor = async (given: string) => (await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id'];

  it('is adopted when it has a safe shape (a proxy or tracer id)', async () => {
    for (const given of ['abc-123', '0af7651916cd43dd8448eb211c80319c', 'edge.7:42_x', 'a'.repeat(64)]) {
      expect(await idFor(given)).toBe(given);
    }
  });

  it('is replaced by a fresh UUID otherwise', async () => {
    for (const given of ['<script>alert(1)</script>', 'two words', 'a'.repeat(65), 'id;drop', '{"level":60}', '%0d%0a']) {
      const id = await idFor(given);
      expect(id, given).not.toBe(given);
      expect(id, given).toMatch(UUID);
    }
  });

  it('is made when there is none', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health' })).headers['x-request-id']).toMatch(UUID);
  });
});
