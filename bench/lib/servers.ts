import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Running {
  url: string;
  /** The server's process id, for benches that read its CPU time. */
  pid?: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function start(script: string, port: number, env: Record<string, string>, readyPath: string, timeoutMs?: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return waitFor(url + readyPath, child, timeoutMs).then(() => ({
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}

/**
 * The real API as `npm start` runs it, on a fresh embedded data dir unless `env.DATA_DIR` names one.
 * A large catalogue takes a while to index at start, hence the optional longer wait.
 */
export function startApi(port: number, env: Record<string, string> = {}, timeoutMs?: number): Promise<Running> {
  // Only make a temp dir when the caller brings none, so benches that manage their own leave no litter.
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'apotek-bench-'));
  return start(join(root, 'apps/api/src/server.ts'), port, { ...env, DATA_DIR: dataDir }, '/api/health', timeoutMs);
}

/** A bare Fastify JSON route: the yardstick the budgets are a ratio of. */
export function startBare(port: number, env: Record<string, string> = {}): Promise<Running> {
  return start(join(root, 'bench/lib/bare-server.ts'), port, env, '/bare');
}

/** A server sending ready-made HTML bodies: the yardstick bench/ssr.bench.ts measures rendering against. */
export function startStaticHtml(port: number, env: Record<string, string>): Promise<Running> {
  return start(join(root, 'bench/lib/static-html-server.ts'), port, env, '/static');
}
