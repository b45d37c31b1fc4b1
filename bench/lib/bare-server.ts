import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The yardstick: the fastest a Fastify JSON route goes on this machine, with no logging or plugins.
// /bare answers a few bytes; /bare/<name>/<i> answers the i-th of the JSON bodies the API answered for
// the routes being measured (BARE_BODIES_FILE: { name: [body, …] }), serialised on every request, so a
// ratio compares the work done per request rather than the size of the body.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 200, message: 'ok', data: { status: 'ok' } }));
const file = process.env.BARE_BODIES_FILE;
const bodies: Record<string, unknown[]> = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
app.get<{ Params: { name: string; i: string } }>('/bare/:name/:i', async (request, reply) => {
  const list = bodies[request.params.name];
  if (!list || list.length === 0) return reply.code(404).send({ status: 404 });
  return list[Number(request.params.i) % list.length];
});
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
