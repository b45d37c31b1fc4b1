import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** The sandbox's tester tools: reading OTPs and paying or expiring charges. */
const TOOLS = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/api/dev/payments' },
  { method: 'POST', url: '/api/dev/payments/SBX-UNKNOWN/pay' },
  { method: 'POST', url: '/api/dev/payments/SBX-UNKNOWN/expire' },
] as const;

const echoIp = (app: FastifyInstance) => {
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
};

async function withApp(trustProxy: string | undefined, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ extend: echoIp }, trustProxy ? { TRUST_PROXY: trustProxy } : {});
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('the loopback guard of the sandbox tools (issue 7, item 2)', () => {
  it('opens for this machine', async () => {
    await withApp(undefined, async (t) => {
      expect((await t.call({ method: 'GET', url: '/api/dev/outbox', ip: '127.0.0.1' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/dev/payments', ip: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    });
  });

  // [socket peer, TRUST_PROXY, X-Forwarded-For, the client address Fastify derives]
  const forged: Array<[string, string | undefined, string, string]> = [
    // A proxy we trust passes on what the client wrote.
    ['203.0.113.9', '203.0.113.0/24', '127.0.0.1', '127.0.0.1'],
    ['203.0.113.9', '203.0.113.9,loopback', '127.0.0.1, 127.0.0.1', '127.0.0.1'],
    ['10.0.0.5', '2', '127.0.0.1, 1.2.3.4', '127.0.0.1'],
    // A client on the internet that reaches the server directly cannot claim proxy hops.
    ['203.0.113.9', '2', '127.0.0.1, 1.2.3.4', '203.0.113.9'],
    // A proxy on this machine: its loopback peer stands for a client somewhere else.
    ['127.0.0.1', 'loopback', '127.0.0.1', '127.0.0.1'],
    ['127.0.0.1', undefined, '198.51.100.7', '127.0.0.1'],
  ];

  it.each(forged)('stays shut for peer %s with TRUST_PROXY=%s and X-Forwarded-For: %s', async (peer, trustProxy, xff, derived) => {
    await withApp(trustProxy, async (t) => {
      const headers = { 'x-forwarded-for': xff };
      // The case is real: what request.ip says is what a guard on request.ip would have believed.
      expect((await t.call({ method: 'GET', url: '/test/ip', ip: peer, headers })).json().ip).toBe(derived);
      const unknown = await t.call({ method: 'GET', url: '/api/no-such-route', ip: peer, headers });
      for (const tool of TOOLS) {
        const res = await t.call({ ...tool, ip: peer, headers, ...(tool.method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${tool.method} ${tool.url}`).toBe(404);
        expect(res.json(), `${tool.method} ${tool.url}`).toEqual(unknown.json());
      }
    });
  });

  it('stays shut behind any other forwarding header a local proxy adds', async () => {
    await withApp(undefined, async (t) => {
      for (const headers of [{ forwarded: 'for=198.51.100.7' }, { 'x-real-ip': '198.51.100.7' }]) {
        expect((await t.call({ method: 'GET', url: '/api/dev/outbox', ip: '127.0.0.1', headers })).statusCode).toBe(404);
      }
    });
  });
});
