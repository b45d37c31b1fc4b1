// Catalogue import (issue 15, docs/decisions/039-console-catalogue.md): the admin imports 10,000 products
// from one CSV over HTTP, first as a dry run (every row checked and compared, nothing written), then
// applied (one transaction). Checks: the dry run writes nothing and counts 10,000 new; the apply answers
// 200 with 10,000 new, the table holds them, and a product of the file is found by the public search
// within a second. Then the same file again: all 10,000 unchanged. Times are printed and written to
// bench/results/catalog-import.json. BENCH_ROWS (10000), BENCH_DATABASES=sqlite,postgres to change the run.
import { randomBytes } from 'node:crypto';
import type { Db } from '../apps/api/src/db/connect.ts';
import { Checks } from './lib/checks.ts';
import { BENCH_SERVER_ENV } from './lib/customers.ts';
import { benchKinds, createBenchDatabase, type DbKind } from './lib/databases.ts';
import { call, expectStatus } from './lib/http.ts';
import { freePort } from './lib/ports.ts';
import { runPerDatabase } from './lib/runs.ts';
import { type Running, startApi } from './lib/servers.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);

interface ImportAnswer {
  applied: boolean;
  counts: { rows: number; new: number; updated: number; unchanged: number; rejected: number };
  elapsed_ms: number;
}

async function importCsv(base: string, token: string, csv: Buffer, mode: 'dry_run' | 'apply'): Promise<{ status: number; data: ImportAnswer; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'produk.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/console/products/import?mode=${mode}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'visitor-id': 'bench', 'client-version': '0.0.0-bench', 'app-platform': 'web' },
  });
  const json = (await res.json()) as { data: ImportAnswer };
  return { status: res.status, data: json.data, ms: Math.round(performance.now() - started) };
}

function makeCsv(category: string, brand: string, run: string): Buffer {
  const lines = ['sku,name,name_en,category,brand,drug_class,price,promo_price,unit,bpom_number,composition,description'];
  const classes = ['bebas', 'bebas_terbatas', 'keras'] as const;
  const letters = { bebas: 'B', bebas_terbatas: 'T', keras: 'K' } as const;
  for (let i = 1; i <= rows; i++) {
    const cls = classes[i % 3]!;
    const promo = cls !== 'keras' && i % 5 === 0 ? 9_000 + (i % 1000) : '';
    const nie = `D${letters[cls]}L${String(1_000_000_000 + i)}A1`;
    lines.push(`BENCH-${run}-${i},"Obat Uji ${run} ${i} 500 mg","Test Medicine ${run} ${i}",${category},${brand},${cls},${10_000 + (i % 1000)},${promo},strip,${nie},"Paracetamol 500 mg","Produk uji impor nomor ${i}"`);
  }
  return Buffer.from(lines.join('\n'));
}

async function bench(kind: DbKind) {
  const database = await createBenchDatabase(kind, 'catalog_import');
  let api: Running | undefined;
  let conn: Db | undefined;
  const checks = new Checks();
  try {
    api = await startApi(await freePort(), { ...database.env, ...BENCH_SERVER_ENV, APP_SECRET: randomBytes(36).toString('base64url'), LOG_LEVEL: 'error', HOST: '127.0.0.1' }, 180_000);
    const base = api.url;
    conn = database.open();
    const { db } = conn;
    const login = expectStatus(await call<{ authentication: { token: string } }>(base, 'POST', '/api/login', { body: { login: 'admin@demo.apotek.id', password: 'Demo12345' } }), 'admin login', 200);
    const token = login.authentication.token;
    const category = (await db.selectFrom('product_categories').select('slug').where('level', '=', 'category').orderBy('id').executeTakeFirstOrThrow()).slug;
    const brand = (await db.selectFrom('brands').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    const run = Date.now().toString(36).toUpperCase();
    const csv = makeCsv(category, brand, run);
    const count = async () => Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();

    const dry = await importCsv(base, token, csv, 'dry_run');
    checks.equal(dry.status, 200, 'dry run status');
    checks.equal(dry.data.counts.new, rows, 'dry run new');
    checks.equal(dry.data.counts.rejected, 0, 'dry run rejected');
    checks.equal(await count(), before, 'products after the dry run');

    const apply = await importCsv(base, token, csv, 'apply');
    const appliedAt = performance.now();
    checks.equal(apply.status, 200, 'apply status');
    checks.equal(apply.data.applied, true, 'applied');
    checks.equal(apply.data.counts.new, rows, 'apply new');
    checks.equal(await count(), before + rows, 'products after the apply');

    // The public search, fed from the bus: one of the new products, by name.
    const wanted = `BENCH-${run}-${Math.ceil(rows / 2)}`;
    let searchMs = -1;
    while (performance.now() - appliedAt < 5_000) {
      const found = await call<{ data: Array<{ sku: string }> }>(base, 'GET', `/api/products?q=${encodeURIComponent(`Obat Uji ${run} ${Math.ceil(rows / 2)}`)}&perPage=50`);
      if (found.data.data.some((p) => p.sku === wanted)) {
        searchMs = Math.round(performance.now() - appliedAt);
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    checks.that(searchMs >= 0 && searchMs <= 1000, `search found an imported product ${searchMs} ms after the apply answered (at most 1000)`);

    const again = await importCsv(base, token, csv, 'dry_run');
    checks.equal(again.data.counts.unchanged, rows, 'the same file again: unchanged');

    return {
      kind,
      rows,
      csvBytes: csv.byteLength,
      dryRunMs: dry.ms,
      dryRunServerMs: dry.data.elapsed_ms,
      applyMs: apply.ms,
      applyServerMs: apply.data.elapsed_ms,
      searchAfterApplyMs: searchMs,
      againDryRunMs: again.ms,
      ok: checks.ok,
      failures: checks.failures,
    };
  } finally {
    await conn?.close();
    await api?.stop();
    await database.drop();
  }
}

await runPerDatabase('catalog-import', benchKinds(), bench, (kind, r) => [
  `${kind}: ${r.rows.toLocaleString('en')} products (${(r.csvBytes / 1024 / 1024).toFixed(1)} MB CSV): dry run ${(r.dryRunMs / 1000).toFixed(2)} s, apply ${(r.applyMs / 1000).toFixed(2)} s`,
  `server time: dry run ${r.dryRunServerMs} ms, apply ${r.applyServerMs} ms; found by search ${r.searchAfterApplyMs} ms after the apply; same file again ${(r.againDryRunMs / 1000).toFixed(2)} s`,
]);
