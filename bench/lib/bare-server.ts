import Fastify from 'fastify';

// The yardstick: the fastest a Fastify JSON route goes on this machine, with no logging or plugins.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 200, message: 'ok', data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
