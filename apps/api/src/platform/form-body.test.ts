import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerFormBodyParser } from './form-body.ts';

async function echo() {
  const app = Fastify();
  registerFormBodyParser(app);
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  await app.ready();
  return app;
}

describe('form bodies', () => {
  it('parses application/x-www-form-urlencoded like the query string, + and %20 as spaces', async () => {
    const app = await echo();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: 'label=Rumah+Ibu&notes=Dekat%20masjid%20%26%20warung&filter[city]=31.71',
    });
    expect(res.json().body).toEqual({ label: 'Rumah Ibu', notes: 'Dekat masjid & warung', filter: { city: '31.71' } });
    await app.close();
  });

  it('reads an empty form as no body and never lets a key reach the prototype', async () => {
    const app = await echo();
    const empty = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(empty.json().body).toBeNull();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&a=1',
    });
    expect(res.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(res.json().body.a).toBe('1');
    await app.close();
  });
});
