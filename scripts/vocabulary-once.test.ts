import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 8, "Vocabulary once": drug classes and order / payment / shipment statuses are declared in
// packages/contract only. This walks the apps' source (tests excluded: they may spell values out as
// their own oracle) and fails on a second declaration of any of them.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage', 'playwright-report', 'test-results']);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) out.push(...sources(join(dir, entry.name)));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** Patterns that re-declare a contract vocabulary, each with what it would be a copy of. */
export const REDECLARATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\btype\s+(DrugClass|PaymentStatus|OrderStatus|ShipmentStatus|PaymentChannel)\s*=/, 'a vocabulary type'],
  [/\bconst\s+(DRUG_CLASSES|PAYMENT_STATUSES|ORDER_STATUSES|SHIPMENT_STATUSES|PAYMENT_CHANNELS)\s*=/, 'a vocabulary list'],
  // A union or an array naming both 'bebas' and 'keras' is a copy of DRUG_CLASSES (or of a rule over it).
  [/'(bebas|keras)'\s*\|[^;\n]*'(bebas|keras)'/, 'the drug classes as a union'],
  [/\[[^\]\n]*'(bebas|keras)'[^\]\n]*'(bebas|keras)'[^\]\n]*\]/, 'the drug classes as an array'],
  [/'pending'\s*\|\s*'paid'/, 'the payment statuses as a union'],
  [/'checkout'\s*\|\s*'awaiting_payment'/, 'the order statuses as a union'],
  [/'picked_up'\s*\|\s*'in_transit'/, 'the shipment statuses as a union'],
];

export function redeclarations(text: string): string[] {
  return REDECLARATIONS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

describe('vocabulary once', () => {
  it('recognises a re-declaration (the patterns are not dead)', () => {
    expect(redeclarations("type DrugClass = 'bebas' | 'bebas_terbatas' | 'keras';")).toEqual(['a vocabulary type', 'the drug classes as a union']);
    expect(redeclarations("drug_class: 'bebas' | 'bebas_terbatas' | 'keras' | 'dilarang_online';")).toEqual(['the drug classes as a union']);
    expect(redeclarations(".where('p.drug_class', 'in', ['bebas', 'bebas_terbatas', 'keras'])")).toEqual(['the drug classes as an array']);
    expect(redeclarations("export const PAYMENT_STATUSES = ['pending'] as const;")).toEqual(['a vocabulary list']);
    expect(redeclarations("status: 'pending' | 'paid' | 'expired';")).toEqual(['the payment statuses as a union']);
    expect(redeclarations("import { DRUG_CLASS_RULES, type DrugClass } from '@apotek/contract';")).toEqual([]);
    expect(redeclarations("const labels: Record<DrugClass, string> = { bebas: 'B', keras: 'K' };")).toEqual([]);
  });

  it('finds none in apps/ outside packages/contract', () => {
    const found: string[] = [];
    for (const file of sources(join(root, 'apps'))) {
      const text = readFileSync(file, 'utf8');
      for (const what of redeclarations(text)) found.push(`${relative(root, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
