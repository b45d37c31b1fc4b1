import { connect as netConnect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

describe('graceful shutdown', () => {
  it('finishes the request in flight and turns away requests that arrive while closing with 503', async () => {
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const t = await createTestApp({
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          started();
          await gate;
          return { status: 200, message: 'Berhasil', data: 'selesai' };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };

    // One keep-alive connection carrying the slow request, then a second one pipelined behind it.
    const socket = netConnect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await inFlight;

    const closed = t.app.close();
    await new Promise((r) => setTimeout(r, 20));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((r) => setTimeout(r, 20));
    release();
    await closed;
    await Promise.race([ended, new Promise((r) => setTimeout(r, 1000))]);
    socket.destroy();
    await t.database.close();

    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200, 503]);
    expect(received).toContain('selesai');
    expect(received).toContain('"status":503');
  });
});
