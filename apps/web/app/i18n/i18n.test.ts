import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import careEn from './packs/care.en.json';
import careId from './packs/care.id.json';
import consoleEn from './packs/console.en.json';
import consoleId from './packs/console.id.json';
import moneyEn from './packs/money.en.json';
import moneyId from './packs/money.id.json';
import { MESSAGE_PACKS } from './i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('translations', () => {
  // A pack's namespaces are the language's too: every check covers them.
  const idLeaves = leaves({ ...id, ...consoleId, ...careId, ...moneyId } as Tree);
  const enLeaves = leaves({ ...en, ...consoleEn, ...careEn, ...moneyEn } as Tree);

  it('keeps each namespace in one file: no pack repeats the main file or another pack', () => {
    expect(MESSAGE_PACKS).toEqual(['console', 'care', 'money']);
    for (const [main, ...packs] of [
      [id, consoleId, careId, moneyId],
      [en, consoleEn, careEn, moneyEn],
    ] as const) {
      const namespaces = [Object.keys(main), ...packs.map((pack) => Object.keys(pack))].flat();
      expect(namespaces.filter((ns, i) => namespaces.indexOf(ns) !== i)).toEqual([]);
    }
  });

  it('id.json and en.json have exactly the same keys', () => {
    expect(enLeaves.map(([k]) => k).sort()).toEqual(idLeaves.map(([k]) => k).sort());
  });

  it.each([
    ['id', idLeaves],
    ['en', enLeaves],
  ])('%s.json has no empty or non-string values', (_, entries) => {
    const bad = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const enByKey = new Map(enLeaves);
    const mismatched = idLeaves.filter(([key, value]) => JSON.stringify(vars(value)) !== JSON.stringify(vars(enByKey.get(key)))).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('keeps the spec wording of the 404 page and the empty notification list', () => {
    expect(en.errors.notFound).toBe('This page could not be found');
    expect(id.nav.notificationsEmpty).toBe('Tidak Ada Notifikasi');
    expect(en.newsletter.failed).toBe('Error !try again');
  });
});
