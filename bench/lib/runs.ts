import type { DbKind } from './databases.ts';
import { writeResult } from './load.ts';

export interface CheckedRun {
  ok: boolean;
  failures: string[];
}

/**
 * The correctness benches' common end: one run per database, a summary line each as it finishes,
 * every failed check listed, one result file for all, and a failing exit when any check failed.
 */
export async function runPerDatabase<R extends CheckedRun>(
  name: string,
  kinds: DbKind[],
  run: (kind: DbKind) => Promise<R>,
  describe: (kind: DbKind, result: R) => string[],
): Promise<void> {
  const runs: R[] = [];
  for (const kind of kinds) {
    const result = await run(kind);
    runs.push(result);
    const [first, ...details] = describe(kind, result);
    console.log(`${first} ${result.ok ? 'OK' : 'FAILED'}`);
    for (const line of details) console.log(`  ${line}`);
    for (const f of result.failures) console.error(`  ✗ ${f}`);
  }
  const ok = runs.every((r) => r.ok);
  const file = writeResult(name, { name, date: new Date().toISOString(), node: process.version, runs, ok });
  console.log(`→ ${file}`);
  if (!ok) process.exit(1);
}
