import { describe, expect, it } from 'vitest';
import { matchFaq, normalize, scoreEntry, searchFaq, stems } from './faq-match';

// The question → answer table over the seeded FAQ lives beside the API's FAQ (apps/api/src/modules/pages/faq-match.test.ts).
const entries = [
  { id: 'shipping', keywords: ['ongkir', 'ongkos kirim', 'kirim', 'delivery'], question: { id: 'Berapa ongkir?', en: 'How much is shipping?' }, answer: { id: 'Dihitung saat checkout.', en: 'Worked out at checkout.' } },
  { id: 'payment', keywords: ['bayar', 'qris', 'payment'], question: { id: 'Cara bayar?', en: 'How to pay?' }, answer: { id: 'QRIS atau virtual account.', en: 'QRIS or a virtual account.' } },
];

describe("the assistant's FAQ matching", () => {
  it('normalizes case, accents and punctuation', () => {
    expect(normalize('  Ongkir?!  Berapá… ')).toBe('ongkir berapa');
  });

  it('picks the best entry, or none below the threshold', () => {
    expect(matchFaq('berapa ongkos kirimnya?', entries)?.id).toBe('shipping');
    expect(matchFaq('bisa bayar pakai QRIS?', entries)?.id).toBe('payment');
    expect(matchFaq('siapa presiden pertama', entries)).toBeNull();
    expect(matchFaq('', entries)).toBeNull();
    expect(matchFaq('?!', entries)).toBeNull();
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

  it('searches answers too for the help centre, common words aside', () => {
    expect(searchFaq('virtual', entries).map((e) => e.id)).toEqual(['payment']);
    expect(searchFaq('checkout', entries).map((e) => e.id)).toEqual(['shipping']);
    expect(searchFaq('bagaimana apa', entries)).toEqual([]);
  });
});
