import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The yardstick for server rendering (bench/ssr.bench.ts): /static/<name>/<i> answers the i-th HTML body
// the real server rendered for that page (STATIC_BODIES_FILE: { name: [html, …] }), already made, so a
// ratio compares the rendering against only moving the same bytes. STATIC_PROCESSES (default 1) runs that
// many processes on the one port, so the yardstick may use as many cores as the page server it is set
// against (its render threads plus its main thread).
const processes = Math.max(1, Number(process.env.STATIC_PROCESSES ?? 1));

if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
} else {
  const app = Fastify({ logger: false });
  const bodies: Record<string, string[]> = JSON.parse(readFileSync(process.env.STATIC_BODIES_FILE!, 'utf8'));
  app.get('/static', async () => 'ok');
  app.get<{ Params: { name: string; i: string } }>('/static/:name/:i', async (request, reply) => {
    const list = bodies[request.params.name];
    if (!list || list.length === 0) return reply.code(404).send('not found');
    return reply.type('text/html; charset=utf-8').send(list[Number(request.params.i) % list.length]);
  });
  await app.listen({ port: Number(process.env.PORT ?? 3998), host: '127.0.0.1' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
}
