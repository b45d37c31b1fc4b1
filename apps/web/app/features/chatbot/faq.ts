import type { Locale } from '@apotek/contract/constants';

/**
 * What the assistant knows: the shop's common questions, in both languages. There is no FAQ call in the
 * contract yet (the /faq page is still to come), so the list lives here, in the assistant's own chunk —
 * loaded when the bubble first opens, never with a page (ADR 020). Keywords are matched in either
 * language: people mix them.
 */
export interface FaqEntry {
  id: string;
  question: Record<Locale, string>;
  answer: Record<Locale, string>;
  /** Words and phrases that point at this entry, Indonesian and English together. */
  keywords: readonly string[];
  /** A page that goes on from the answer. */
  link?: { to: string; label: Record<Locale, string> };
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'redeem-prescription',
    question: { id: 'Bagaimana cara menebus resep?', en: 'How do I redeem a prescription?' },
    answer: {
      id: 'Buka Resep lalu pilih Unggah resep. Foto resep dokter dengan jelas (semua halaman), isi data pasien, pilih apotek, lalu kirim. Apoteker memeriksa resep Anda; setelah disetujui, obat dari resep itu bisa dimasukkan ke keranjang dari halaman resep dan dibayar seperti pesanan biasa.',
      en: 'Open Prescriptions and choose Upload a prescription. Take a clear photo of every page of the doctor’s prescription, fill in the patient’s details, choose a pharmacy and send it. A pharmacist reviews it; once approved, you add its medicines to the cart from the prescription’s page and pay as for any order.',
    },
    keywords: ['resep', 'tebus', 'menebus', 'tebus resep', 'unggah resep', 'upload resep', 'foto resep', 'prescription', 'redeem', 'upload prescription', 'doctor note'],
    link: { to: '/prescription/upload', label: { id: 'Unggah resep', en: 'Upload a prescription' } },
  },
  {
    id: 'prescription-only',
    question: { id: 'Apakah obat keras perlu resep?', en: 'Do prescription-only medicines need a prescription?' },
    answer: {
      id: 'Ya. Obat keras (logo huruf K dalam lingkaran merah), termasuk antibiotik, hanya dapat dibeli dengan resep dokter yang sudah disetujui apoteker, sebanyak yang tertulis di resep. Obat bebas (lingkaran hijau) dan obat bebas terbatas (lingkaran biru) dapat dibeli tanpa resep. Narkotika dan psikotropika tidak dijual online.',
      en: 'Yes. Prescription-only medicines (obat keras: a red circle with the letter K), antibiotics included, can only be bought with a doctor’s prescription approved by our pharmacist, up to the quantity it prescribes. Over-the-counter medicines (green or blue circle) need none. Narcotics and psychotropics are not sold online.',
    },
    keywords: ['obat keras', 'keras', 'antibiotik', 'antibiotic', 'tanpa resep', 'perlu resep', 'butuh resep', 'harus resep', 'prescription only', 'prescription-only', 'without prescription', 'need a prescription', 'narkotika', 'psikotropika'],
  },
  {
    id: 'shipping',
    question: { id: 'Berapa ongkir dan berapa lama pengiriman?', en: 'How much is shipping and how long does delivery take?' },
    answer: {
      id: 'Ongkir dihitung saat checkout dari jarak apotek ke alamat Anda dan layanan yang dipilih: kurir instan, same day, reguler, atau ambil sendiri di apotek tanpa ongkir. Perkiraan waktu tiba tampil di setiap pilihan. Status dan nomor resi pesanan dapat dilacak di halaman Pesanan.',
      en: 'Shipping is worked out at checkout from the distance between the pharmacy and your address and the service you choose: instant courier, same day, regular, or picking it up at the pharmacy for free. Each option shows its estimated arrival. Track your order’s status and waybill on the Orders page.',
    },
    keywords: ['ongkir', 'ongkos kirim', 'biaya kirim', 'pengiriman', 'kirim', 'kurir', 'antar', 'diantar', 'sampai', 'resi', 'lacak', 'ambil di apotek', 'shipping', 'delivery', 'deliver', 'courier', 'track', 'waybill', 'pick up', 'pickup'],
    link: { to: '/order', label: { id: 'Lihat pesanan', en: 'See my orders' } },
  },
  {
    id: 'payment',
    question: { id: 'Metode pembayaran apa saja yang tersedia?', en: 'Which payment methods can I use?' },
    answer: {
      id: 'Anda dapat membayar dengan QRIS (dari aplikasi e-wallet atau m-banking mana pun) atau virtual account BCA, BNI, BRI, Mandiri dan Permata. Pilih metodenya di checkout. Pesanan yang belum dibayar sampai batas waktunya dibatalkan otomatis, dan stoknya kembali ke apotek.',
      en: 'You can pay by QRIS (from any e-wallet or mobile banking app) or by a BCA, BNI, BRI, Mandiri or Permata virtual account. Choose at checkout. An order not paid by its deadline is cancelled automatically and its stock goes back to the pharmacy.',
    },
    keywords: ['bayar', 'pembayaran', 'metode pembayaran', 'cara bayar', 'qris', 'virtual account', 'va', 'transfer', 'e-wallet', 'ewallet', 'gopay', 'ovo', 'dana', 'bank', 'pay', 'payment', 'payment method'],
  },
  {
    id: 'opening-hours',
    question: { id: 'Jam berapa apotek buka?', en: 'When are the pharmacies open?' },
    answer: {
      id: 'Jam buka berbeda di tiap apotek dan tertera di halaman apotek itu, dalam zona waktunya (WIB, WITA atau WIT); daftar Apotek juga menandai mana yang sedang buka. Layanan pelanggan kami melalui WhatsApp buka setiap hari pukul 08.00–22.00.',
      en: 'Each pharmacy has its own hours, shown on its page in its own time zone (WIB, WITA or WIT); the Pharmacies list also marks which are open now. Our customer care on WhatsApp answers every day from 08:00 to 22:00.',
    },
    keywords: ['jam buka', 'jam', 'buka', 'tutup', 'jam operasional', 'operasional', '24 jam', 'libur', 'open', 'opening hours', 'hours', 'closed', 'close'],
    link: { to: '/pharmacy', label: { id: 'Cari apotek', en: 'Find a pharmacy' } },
  },
  {
    id: 'returns',
    question: { id: 'Bisakah pesanan dibatalkan atau dikembalikan?', en: 'Can I cancel or return an order?' },
    answer: {
      id: 'Pesanan yang belum dibayar dapat dibatalkan dari halaman pesanan. Jika obat yang Anda terima salah, rusak atau kedaluwarsa, segera chat apoteker dari halaman pesanan itu dan sertakan fotonya; apoteker akan menggantinya atau mengembalikan dana Anda. Demi keamanan, obat yang diterima dalam keadaan baik tidak dapat dikembalikan.',
      en: 'An unpaid order can be cancelled from its page. If a medicine arrives wrong, damaged or expired, chat with the pharmacist from that order’s page straight away and add a photo; they will replace it or refund you. For safety, medicines received in good condition cannot be returned.',
    },
    keywords: ['kembali', 'pengembalian', 'dikembalikan', 'retur', 'refund', 'uang kembali', 'dana kembali', 'rusak', 'salah kirim', 'salah', 'kedaluwarsa', 'batal', 'batalkan', 'pembatalan', 'komplain', 'return', 'damaged', 'wrong', 'expired', 'cancel', 'complaint'],
    link: { to: '/order', label: { id: 'Lihat pesanan', en: 'See my orders' } },
  },
];
