import { apiMessage, routes } from '@apotek/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ApiError } from './api-error.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('SQLITE_ERROR: no such column: password_hash in SELECT * FROM users');
      });
      app.get('/api/test/reject', async () => {
        throw new ApiError(403, 'forbidden');
      });
      app.get('/api/test/context', async (request) => ({
        locale: request.locale,
        visitorId: request.visitorId,
        clientVersion: request.clientVersion,
        appPlatform: request.appPlatform,
        id: request.id,
      }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('envelope and errors', () => {
  it('answers an unknown /api route with 404 in the envelope, in either language', async () => {
    const res = await t.call({ method: 'GET', url: '/api/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: apiMessage('routeNotFound', 'id') });
    const post = await t.call({ method: 'POST', url: '/api/tidak/ada/juga', payload: {}, cookies: { i18n_redirected: 'en' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ status: 404, message: 'Page not found' });
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, message: apiMessage('internal', 'id') });
    expect(res.body).not.toMatch(/SQLITE|SELECT|password_hash|stack|at /);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps the status of expected errors', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/reject', cookies: { i18n_redirected: 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: 'You do not have access' });
  });

  it('wraps successes as { status, message, data }', async () => {
    const res = await t.call({ method: 'GET', url: '/api/social-networks' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'message', 'status']);
    expect(res.json()).toMatchObject({ status: 200, message: apiMessage('ok', 'id') });
  });
});

describe('request context', () => {
  it('records Visitor-ID, Client-Version and App-Platform, gives a request id, and resolves the locale', async () => {
    const res = await t.call({ method: 'GET', url: '/api/test/context', headers: { 'accept-language': 'fr-FR, en;q=0.5' } });
    const body = res.json();
    expect(body).toMatchObject({ locale: 'en', visitorId: 'test-visitor', clientVersion: '0.0.0-test', appPlatform: 'web' });
    expect(res.headers['x-request-id']).toBe(body.id);
    const plain = await t.app.inject({ method: 'GET', url: '/api/test/context' });
    expect(plain.json()).toMatchObject({ locale: 'id', visitorId: null, clientVersion: null, appPlatform: null });
  });

  it('sets security headers on every response', async () => {
    for (const url of ['/api/health', '/api/tidak-ada', '/api/docs/json']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });
});

describe('health', () => {
  it('reports status, version, uptime and the database it checked', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    expect(data.database).toBe(process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite');
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof data.uptime_s).toBe('number');
  });
});

describe('OpenAPI', () => {
  it('lists every registered contract route at /api/docs/json', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const def of Object.values(routes)) {
      // OpenAPI writes path parameters as {id} where the route table (Fastify) writes :id.
      const path = doc.paths[def.path.replace(/:(\w+)/g, '{$1}')];
      expect(path, def.path).toBeDefined();
      expect(path[def.method.toLowerCase()], `${def.method} ${def.path}`).toBeDefined();
    }
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('login');
    expect(doc.paths['/api/my/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/*']).toBeUndefined();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
