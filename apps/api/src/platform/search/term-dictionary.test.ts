import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.ts';

function dictionary(words: Record<string, number>): TermDictionary {
  const dict = new TermDictionary();
  for (const [word, count] of Object.entries(words)) dict.add(word, count);
  return dict;
}

describe('TermDictionary', () => {
  const dict = dictionary({ paracetamol: 40, paramex: 5, amoxicillin: 10, ibuprofen: 8, promag: 12, promosi: 1, vitamin: 90, '500': 30, '5000': 2 });

  it('finds words within the allowed typos, nearest and most common first', () => {
    expect(dict.fuzzy('paracetmol', 5).map((c) => c.term)).toEqual(['paracetamol']);
    expect(dict.fuzzy('amoxcilin', 5)).toEqual([{ term: 'amoxicillin', distance: 2 }]);
    expect(dict.fuzzy('promagg', 5)[0]).toEqual({ term: 'promag', distance: 1 });
    expect(dict.fuzzy('vitmin', 5)[0]).toEqual({ term: 'vitamin', distance: 1 });
  });

  it('offers no typo match for short words or numbers', () => {
    expect(dict.fuzzy('vit', 5)).toEqual([]);
    expect(dict.fuzzy('5000', 5)).toEqual([]);
  });

  it('completes prefixes, most common first, without the word itself', () => {
    expect(dict.prefixed('para', 10)).toEqual(['paracetamol', 'paramex']);
    expect(dict.prefixed('para', 1)).toEqual(['paracetamol']);
    expect(dict.prefixed('promag', 10)).toEqual([]);
    expect(dict.prefixed('zzz', 10)).toEqual([]);
  });

  it('forgets words no live document holds, unless pinned as synonyms', () => {
    const d = dictionary({ parasetamol: 1, acetaminophen: 1 });
    d.add('parasetamol', -1);
    d.add('acetaminophen', -1);
    d.pin('acetaminophen');
    expect(d.isUseful('parasetamol')).toBe(false);
    expect(d.fuzzy('parasetamoll', 5)).toEqual([]);
    expect(d.isUseful('acetaminophen')).toBe(true);
    expect(d.prefixed('acet', 5)).toEqual(['acetaminophen']);
  });
});
