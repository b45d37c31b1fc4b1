import { matchFaq } from '@apotek/contract/faq-match';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES, FAQ_TOPICS } from '../../db/seed/pages/faq.ts';

// The one FAQ (the seed of GET /api/faq) as the chat assistant matches it (features/chatbot uses the same matcher).
const answer = (question: string) => matchFaq(question, FAQ_ENTRIES)?.slug ?? null;

describe("the assistant's matching over the help centre's FAQ", () => {
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
    ['resep saya ditolak kenapa', 'prescription-rejected'],
    ['cara isi saldo', 'wallet'],
    ['saya mau hapus akun', 'my-data'],
    ['apakah dokternya punya STR', 'doctor-licence'],
    ['siapa yang bisa lihat data kesehatan saya', 'health-data'],
  ])('%s → %s', (question, id) => {
    expect(answer(question)).toBe(id);
  });

  it('answers nothing to what it does not know, or to nothing', () => {
    expect(answer('siapa presiden pertama')).toBeNull();
    expect(answer('')).toBeNull();
    expect(answer('?!')).toBeNull();
  });

  it('has unique ids, known topics, in-site links and some popular questions for the assistant', () => {
    expect(new Set(FAQ_ENTRIES.map((e) => e.slug)).size).toBe(FAQ_ENTRIES.length);
    const topics = new Set(FAQ_TOPICS.map((t) => t.slug));
    for (const entry of FAQ_ENTRIES) {
      expect(topics.has(entry.topic), entry.slug).toBe(true);
      if (entry.link) expect(entry.link.to.startsWith('/')).toBe(true);
    }
    expect(FAQ_ENTRIES.filter((e) => e.popular).map((e) => e.slug)).toEqual(['redeem-prescription', 'prescription-only', 'shipping', 'opening-hours', 'returns', 'payment']);
  });
});
