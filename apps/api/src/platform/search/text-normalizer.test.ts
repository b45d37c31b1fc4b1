import { describe, expect, it } from 'vitest';
import { compactCode, normalizeText, tokenize, tokenizeQuery } from './text-normalizer.ts';

describe('normalizeText', () => {
  it('lower-cases, strips accents and drops punctuation', () => {
    expect(normalizeText('Parasétamol — Sirup (Anak)!')).toBe('parasetamol sirup anak');
  });

  it('splits digits from units so every spelling of a strength meets', () => {
    expect(normalizeText('1000mg')).toBe('1000 mg');
    expect(normalizeText('1000 mg')).toBe('1000 mg');
    expect(normalizeText('1.000 mg')).toBe('1000 mg');
    expect(normalizeText('Vitamin B12')).toBe('vitamin b 12');
    expect(normalizeText('125mg/5ml')).toBe('125 mg 5 ml');
  });

  it('turns anything else into nothing rather than failing', () => {
    expect(normalizeText('🙂💊')).toBe('');
    expect(normalizeText('!!!???')).toBe('');
    expect(normalizeText('парацетамол')).toBe('');
    expect(normalizeText('\u0000\uffff\ud800')).toBe('');
  });

  it('bounds the work on very long input', () => {
    expect(normalizeText('a '.repeat(1_000_000)).length).toBeLessThanOrEqual(512);
  });
});

describe('tokenize', () => {
  it('drops stop-words in both languages and unifies unit spellings', () => {
    expect(tokenize('Obat untuk Batuk dan Flu')).toEqual(['obat', 'batuk', 'flu']);
    expect(tokenize('Cream for the skin 50 gram')).toEqual(['cream', 'skin', '50', 'g']);
    expect(tokenize('500 miligram')).toEqual(['500', 'mg']);
  });

  it('keeps single letters that name a vitamin', () => {
    expect(tokenize('Vitamin A')).toEqual(['vitamin', 'a']);
    expect(tokenize('Vitamin C')).toEqual(['vitamin', 'c']);
  });
});

describe('tokenizeQuery', () => {
  it('marks units and "obat" as weak unless nothing stronger is asked', () => {
    expect(tokenizeQuery('obat sakit kepala 500mg')).toEqual([
      { text: 'obat', weak: true },
      { text: 'sakit', weak: false },
      { text: 'kepala', weak: false },
      { text: '500', weak: false },
      { text: 'mg', weak: true },
    ]);
    expect(tokenizeQuery('obat')).toEqual([{ text: 'obat', weak: false }]);
  });

  it('keeps stop-words when the query is nothing else', () => {
    expect(tokenizeQuery('the')).toEqual([{ text: 'the', weak: false }]);
  });

  it('caps the number of words', () => {
    expect(tokenizeQuery('kata '.repeat(100)).length).toBe(12);
  });
});

describe('compactCode', () => {
  it('matches SKUs however they are typed', () => {
    expect(compactCode('APT-0001')).toBe(compactCode('apt 0001'));
    expect(compactCode('APT-0001')).toBe('apt0001');
  });
});
