import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import { MESSAGE_PACKS } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every pack file there is, so a new pack is checked the day it is added. */
const packFiles = import.meta.glob<Tree>('./packs/*.json', { eager: true, import: 'default' });
const packsOf = (locale: 'id' | 'en') => MESSAGE_PACKS.map((pack) => packFiles[`./packs/${pack}.${locale}.json`]!);
const idPacks = packsOf('id');
const enPacks = packsOf('en');

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('translations', () => {
  // A pack's namespaces are the language's too: every check covers them.
  const idLeaves = leaves(Object.assign({}, id, ...idPacks) as Tree);
  const enLeaves = leaves(Object.assign({}, en, ...enPacks) as Tree);

  it('keeps each namespace in one file: no pack repeats the main file or another pack', () => {
    expect(MESSAGE_PACKS).toEqual(['console', 'care', 'money', 'articles', 'info', 'health', 'profile', 'rights', 'catalog-admin', 'stock']);
    expect(Object.keys(packFiles).length).toBe(MESSAGE_PACKS.length * 2);
    for (const [main, ...packs] of [
      [id, ...idPacks],
      [en, ...enPacks],
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
