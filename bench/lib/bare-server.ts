import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The yardstick: the fastest a Fastify JSON route goes on this machine, with no logging or plugins.
// /bare answers a few bytes; /bare/list and /bare/detail answer the same JSON the API answered for the
// routes being measured (files named by BARE_LIST_FILE / BARE_DETAIL_FILE), serialised on every request,
// so a ratio can compare the work done per request rather than the size of the body.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 200, message: 'ok', data: { status: 'ok' } }));
for (const [path, file] of [
  ['/bare/list', process.env.BARE_LIST_FILE],
  ['/bare/detail', process.env.BARE_DETAIL_FILE],
] as const) {
  if (!file) continue;
  const body: unknown = JSON.parse(readFileSync(file, 'utf8'));
  app.get(path, async () => body);
}
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
