import { describe, expect, it } from 'vitest';
import { FAQ } from './faq';
import { matchFaq, normalize, scoreEntry, stems } from './faq-match';

const answer = (question: string) => matchFaq(question, FAQ)?.id ?? null;

describe('the assistant\'s FAQ matching', () => {
  it('normalizes case, accents and punctuation', () => {
    expect(normalize('  Ongkir?!  Berapá… ')).toBe('ongkir berapa');
  });

  it.each([
    ['Bagaimana cara tebus resep dokter?', 'redeem-prescription'],
    ['saya mau menebus resep', 'redeem-prescription'],
    ['how do I upload my prescription', 'redeem-prescription'],
    ['apakah antibiotik bisa dibeli tanpa resep?', 'prescription-only'],
    ['obat keras perlu resep ga', 'prescription-only'],
    ['berapa ongkos kirim ke Bandung', 'shipping'],
    ['pengirimannya berapa lama?', 'shipping'],
    ['how much is delivery', 'shipping'],
    ['bisa bayar pakai QRIS?', 'payment'],
    ['metode pembayaran apa saja', 'payment'],
    ['which payment methods do you accept', 'payment'],
    ['apotek buka jam berapa', 'opening-hours'],
    ['what are your opening hours', 'opening-hours'],
    ['obatnya rusak, bisa dikembalikan?', 'returns'],
    ['can I get a refund', 'returns'],
  ])('%s → %s', (question, id) => {
    expect(answer(question)).toBe(id);
  });

  it('answers nothing to what it does not know, or to nothing', () => {
    expect(answer('siapa presiden pertama')).toBeNull();
    expect(answer('')).toBeNull();
    expect(answer('?!')).toBeNull();
  });

  it('counts a whole phrase above a word, and a word above a part of one', () => {
    const entry = { keywords: ['ongkos kirim', 'kirim'] };
    expect(scoreEntry('ongkos kirim', entry)).toBe(5);
    expect(scoreEntry('kirim', entry)).toBe(2);
    expect(scoreEntry('pengirimannya', entry)).toBe(2);
    expect(scoreEntry('kirimpaket', entry)).toBe(1);
  });

  it('finds the Indonesian root under particles, suffixes and nasal prefixes', () => {
    expect(stems('pengirimannya')).toContain('kirim');
    expect(stems('dikembalikan')).toContain('kembali');
    expect(stems('menebus')).toContain('tebus');
    expect(stems('pembayaran')).toContain('bayar');
    expect(stems('resep')).toEqual(new Set(['resep']));
  });

  it('has every question and answer in both languages', () => {
    for (const entry of FAQ) {
      for (const text of [entry.question.id, entry.question.en, entry.answer.id, entry.answer.en]) expect(text.trim().length).toBeGreaterThan(10);
      if (entry.link) expect(entry.link.to.startsWith('/')).toBe(true);
    }
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(FAQ.length);
  });
});
