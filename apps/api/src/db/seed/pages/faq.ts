/**
 * The help centre (/faq), which the chat assistant answers from too (one FAQ: GET /api/faq). Keywords
 * are matched in either language, people mix them. `popular` entries are the assistant's chips.
 */
type Text = { id: string; en: string };

export interface SeedFaqTopic {
  slug: string;
  title: Text;
}

export interface SeedFaqEntry {
  slug: string;
  topic: string;
  popular?: boolean;
  question: Text;
  answer: Text;
  keywords: readonly string[];
  link?: { to: string; label: Text };
}

export const FAQ_TOPICS: readonly SeedFaqTopic[] = [
  { slug: 'prescriptions', title: { id: 'Resep & Obat', en: 'Prescriptions & Medicines' } },
  { slug: 'orders', title: { id: 'Pesanan & Pengiriman', en: 'Orders & Delivery' } },
  { slug: 'payment', title: { id: 'Pembayaran, Saldo & Promo', en: 'Payment, Wallet & Promotions' } },
  { slug: 'consultations', title: { id: 'Konsultasi Dokter', en: 'Doctor Consultations' } },
  { slug: 'account', title: { id: 'Akun & Privasi', en: 'Account & Privacy' } },
];

export const FAQ_ENTRIES: readonly SeedFaqEntry[] = [
  {
    slug: 'redeem-prescription',
    topic: 'prescriptions',
    popular: true,
    question: { id: 'Bagaimana cara menebus resep?', en: 'How do I redeem a prescription?' },
    answer: {
      id: 'Buka Resep lalu pilih Unggah resep. Foto resep dokter dengan jelas (semua halaman), isi data pasien, pilih apotek, lalu kirim. Apoteker memeriksa resep Anda; setelah disetujui, obat dari resep itu bisa dimasukkan ke keranjang dari halaman resep dan dibayar seperti pesanan biasa.',
      en: 'Open Prescriptions and choose Upload a prescription. Take a clear photo of every page of the doctor’s prescription, fill in the patient’s details, choose a pharmacy and send it. A pharmacist reviews it; once approved, you add its medicines to the cart from the prescription’s page and pay as for any order.',
    },
    keywords: ['resep', 'tebus', 'menebus', 'tebus resep', 'unggah resep', 'upload resep', 'foto resep', 'prescription', 'redeem', 'upload prescription', 'doctor note'],
    link: { to: '/prescription/upload', label: { id: 'Unggah resep', en: 'Upload a prescription' } },
  },
  {
    slug: 'prescription-only',
    topic: 'prescriptions',
    popular: true,
    question: { id: 'Apakah obat keras perlu resep?', en: 'Do prescription-only medicines need a prescription?' },
    answer: {
      id: 'Ya. Obat keras (logo huruf K dalam lingkaran merah), termasuk antibiotik, hanya dapat dibeli dengan resep dokter yang sudah disetujui apoteker, sebanyak yang tertulis di resep. Obat bebas (lingkaran hijau) dan obat bebas terbatas (lingkaran biru) dapat dibeli tanpa resep. Narkotika dan psikotropika tidak dijual online.',
      en: 'Yes. Prescription-only medicines (obat keras: a red circle with the letter K), antibiotics included, can only be bought with a doctor’s prescription approved by our pharmacist, up to the quantity it prescribes. Over-the-counter medicines (green or blue circle) need none. Narcotics and psychotropics are not sold online.',
    },
    keywords: ['obat keras', 'keras', 'antibiotik', 'antibiotic', 'tanpa resep', 'perlu resep', 'butuh resep', 'harus resep', 'prescription only', 'prescription-only', 'without prescription', 'need a prescription', 'narkotika', 'psikotropika'],
  },
  {
    slug: 'prescription-rejected',
    topic: 'prescriptions',
    question: { id: 'Mengapa resep saya ditolak?', en: 'Why was my prescription rejected?' },
    answer: {
      id: 'Apoteker menolak resep yang tidak terbaca, tidak lengkap (tanpa nama dokter, SIP, tanggal atau tanda tangan), sudah kedaluwarsa, atau obatnya tidak tersedia. Alasannya tertulis di halaman resep. Unggah ulang foto yang lebih jelas, atau chat apoteker bila ada pertanyaan.',
      en: 'A pharmacist rejects a prescription that is unreadable, incomplete (no doctor’s name, SIP, date or signature), expired, or whose medicines are not available. The reason is shown on the prescription’s page. Upload a clearer photo, or chat with the pharmacist if you have questions.',
    },
    keywords: ['ditolak', 'tolak', 'penolakan', 'resep ditolak', 'rejected', 'reject', 'declined', 'tidak disetujui'],
    link: { to: '/prescription', label: { id: 'Lihat resep saya', en: 'See my prescriptions' } },
  },
  {
    slug: 'not-sold-online',
    topic: 'prescriptions',
    question: { id: 'Obat apa saja yang tidak dijual online?', en: 'Which medicines are not sold online?' },
    answer: {
      id: 'Sesuai Peraturan BPOM Nomor 8 Tahun 2020, kami tidak menjual secara online narkotika, psikotropika, obat yang mengandung prekursor, obat-obat tertentu yang sering disalahgunakan, obat disfungsi ereksi, injeksi selain insulin untuk penggunaan sendiri, dan implan. Informasinya tetap dapat dibaca, tetapi tidak dapat dimasukkan ke keranjang.',
      en: 'Under Badan POM Regulation No. 8 of 2020 we do not sell online narcotics, psychotropics, medicines containing precursors, certain often-misused drugs, erectile dysfunction medicines, injections other than insulin for personal use, and implants. Their information can still be read, but they cannot be added to the cart.',
    },
    keywords: ['tidak dijual', 'dilarang', 'larangan', 'prekursor', 'injeksi', 'suntik', 'not sold', 'forbidden', 'banned', 'precursor', 'injection', 'bpom'],
  },
  {
    slug: 'medicine-advice',
    topic: 'prescriptions',
    question: { id: 'Bisakah saya bertanya soal dosis atau interaksi obat?', en: 'Can I ask about doses or drug interactions?' },
    answer: {
      id: 'Bisa. Chat apoteker dari halaman produk, pesanan atau apotek, atau lewat tombol chat bantuan. Apoteker menjelaskan aturan pakai, dosis untuk anak, interaksi dengan obat lain, dan kapan Anda perlu ke dokter.',
      en: 'Yes. Chat with a pharmacist from a product, order or pharmacy page, or from the help chat button. Pharmacists explain directions, children’s doses, interactions with other medicines, and when you should see a doctor.',
    },
    keywords: ['dosis', 'aturan pakai', 'interaksi', 'efek samping', 'tanya apoteker', 'apoteker', 'dose', 'dosage', 'interaction', 'side effect', 'pharmacist'],
    link: { to: '/messages', label: { id: 'Buka pesan', en: 'Open messages' } },
  },
  {
    slug: 'shipping',
    topic: 'orders',
    popular: true,
    question: { id: 'Berapa ongkir dan berapa lama pengiriman?', en: 'How much is shipping and how long does delivery take?' },
    answer: {
      id: 'Ongkir dihitung saat checkout dari jarak apotek ke alamat Anda dan layanan yang dipilih: kurir instan, same day, reguler, atau ambil sendiri di apotek tanpa ongkir. Perkiraan waktu tiba tampil di setiap pilihan. Status dan nomor resi pesanan dapat dilacak di halaman Pesanan.',
      en: 'Shipping is worked out at checkout from the distance between the pharmacy and your address and the service you choose: instant courier, same day, regular, or picking it up at the pharmacy for free. Each option shows its estimated arrival. Track your order’s status and waybill on the Orders page.',
    },
    keywords: ['ongkir', 'ongkos kirim', 'biaya kirim', 'pengiriman', 'kirim', 'kurir', 'antar', 'diantar', 'sampai', 'resi', 'lacak', 'ambil di apotek', 'shipping', 'delivery', 'deliver', 'courier', 'track', 'waybill', 'pick up', 'pickup'],
    link: { to: '/order', label: { id: 'Lihat pesanan', en: 'See my orders' } },
  },
  {
    slug: 'opening-hours',
    topic: 'orders',
    popular: true,
    question: { id: 'Jam berapa apotek buka?', en: 'When are the pharmacies open?' },
    answer: {
      id: 'Jam buka berbeda di tiap apotek dan tertera di halaman apotek itu, dalam zona waktunya (WIB, WITA atau WIT); daftar Apotek juga menandai mana yang sedang buka. Layanan pelanggan kami melalui WhatsApp buka setiap hari pukul 08.00–22.00.',
      en: 'Each pharmacy has its own hours, shown on its page in its own time zone (WIB, WITA or WIT); the Pharmacies list also marks which are open now. Our customer care on WhatsApp answers every day from 08:00 to 22:00.',
    },
    keywords: ['jam buka', 'jam', 'buka', 'tutup', 'jam operasional', 'operasional', '24 jam', 'libur', 'open', 'opening hours', 'hours', 'closed', 'close'],
    link: { to: '/pharmacy', label: { id: 'Cari apotek', en: 'Find a pharmacy' } },
  },
  {
    slug: 'returns',
    topic: 'orders',
    popular: true,
    question: { id: 'Bisakah pesanan dibatalkan atau dikembalikan?', en: 'Can I cancel or return an order?' },
    answer: {
      id: 'Pesanan yang belum dibayar dapat dibatalkan dari halaman pesanan. Jika obat yang Anda terima salah, rusak atau kedaluwarsa, segera chat apoteker dari halaman pesanan itu dan sertakan fotonya; apoteker akan menggantinya atau mengembalikan dana Anda. Demi keamanan, obat yang diterima dalam keadaan baik tidak dapat dikembalikan.',
      en: 'An unpaid order can be cancelled from its page. If a medicine arrives wrong, damaged or expired, chat with the pharmacist from that order’s page straight away and add a photo; they will replace it or refund you. For safety, medicines received in good condition cannot be returned.',
    },
    keywords: ['kembali', 'pengembalian', 'dikembalikan', 'retur', 'refund', 'uang kembali', 'dana kembali', 'rusak', 'salah kirim', 'salah', 'kedaluwarsa', 'batal', 'batalkan', 'pembatalan', 'komplain', 'return', 'damaged', 'wrong', 'expired', 'cancel', 'complaint'],
    link: { to: '/order', label: { id: 'Lihat pesanan', en: 'See my orders' } },
  },
  {
    slug: 'choose-pharmacy',
    topic: 'orders',
    question: { id: 'Dari apotek mana pesanan saya dikirim?', en: 'Which pharmacy does my order come from?' },
    answer: {
      id: 'Anda memilih apotek di bagian atas halaman; bila belum memilih, kami menyarankan apotek terdekat yang buka. Keranjang dikelompokkan per apotek, dan setiap apotek menampilkan stok, nama apoteker penanggung jawab dan nomor izinnya.',
      en: 'You choose a pharmacy at the top of the page; if you have not, we suggest the nearest open one. The cart is grouped by pharmacy, and each pharmacy shows its stock, its responsible pharmacist and its licence number.',
    },
    keywords: ['pilih apotek', 'apotek terdekat', 'ganti apotek', 'stok', 'choose pharmacy', 'nearest pharmacy', 'change pharmacy', 'stock'],
    link: { to: '/pharmacy', label: { id: 'Cari apotek', en: 'Find a pharmacy' } },
  },
  {
    slug: 'payment',
    topic: 'payment',
    popular: true,
    question: { id: 'Metode pembayaran apa saja yang tersedia?', en: 'Which payment methods can I use?' },
    answer: {
      id: 'Anda dapat membayar dengan QRIS (dari aplikasi e-wallet atau m-banking mana pun) atau virtual account BCA, BNI, BRI, Mandiri dan Permata. Pilih metodenya di checkout. Pesanan yang belum dibayar sampai batas waktunya dibatalkan otomatis, dan stoknya kembali ke apotek.',
      en: 'You can pay by QRIS (from any e-wallet or mobile banking app) or by a BCA, BNI, BRI, Mandiri or Permata virtual account. Choose at checkout. An order not paid by its deadline is cancelled automatically and its stock goes back to the pharmacy.',
    },
    keywords: ['bayar', 'pembayaran', 'metode pembayaran', 'cara bayar', 'qris', 'virtual account', 'va', 'transfer', 'e-wallet', 'ewallet', 'gopay', 'ovo', 'dana', 'bank', 'pay', 'payment', 'payment method'],
  },
  {
    slug: 'wallet',
    topic: 'payment',
    question: { id: 'Apa itu Saldo Apotek?', en: 'What is the Apotek wallet?' },
    answer: {
      id: 'Saldo Apotek adalah dompet untuk membayar pesanan dan konsultasi dengan PIN 6 digit. Isi saldo lewat QRIS atau virtual account. Tanpa verifikasi identitas saldo maksimal Rp2 juta; setelah verifikasi KTP hingga Rp10 juta, sesuai ketentuan Bank Indonesia.',
      en: 'The Apotek wallet pays for orders and consultations with a 6-digit PIN. Top it up by QRIS or virtual account. Without identity verification it holds up to Rp2 million; after KTP verification up to Rp10 million, under Bank Indonesia rules.',
    },
    keywords: ['saldo', 'dompet', 'isi saldo', 'top up', 'topup', 'pin', 'wallet', 'balance', 'verifikasi ktp'],
    link: { to: '/wallet', label: { id: 'Buka Saldo', en: 'Open the wallet' } },
  },
  {
    slug: 'vouchers',
    topic: 'payment',
    question: { id: 'Bagaimana cara memakai voucher?', en: 'How do I use a voucher?' },
    answer: {
      id: 'Simpan voucher dari halaman Promo, lalu pilih di checkout. Setiap voucher punya minimal belanja, masa berlaku dan kuota. Obat keras tidak pernah mendapat potongan voucher atau promo, sesuai aturan periklanan obat.',
      en: 'Save a voucher from the Promo page, then choose it at checkout. Each voucher has a minimum spend, a validity period and a quota. Prescription-only medicines never get voucher or promotion discounts, under the rules on advertising medicines.',
    },
    keywords: ['voucher', 'kupon', 'promo', 'diskon', 'potongan', 'kode promo', 'coupon', 'discount', 'promotion'],
    link: { to: '/promo', label: { id: 'Lihat promo', en: 'See promotions' } },
  },
  {
    slug: 'points-coins',
    topic: 'payment',
    question: { id: 'Apa bedanya poin dan koin?', en: 'What is the difference between points and coins?' },
    answer: {
      id: 'Poin didapat dari setiap pesanan yang selesai dan dapat ditukar menjadi potongan di checkout. Koin Apotek adalah tunjangan belanja bagi karyawan mitra. Riwayat keduanya ada di halaman profil.',
      en: 'Points come with every completed order and can be redeemed as a discount at checkout. Apotek coins are a shopping allowance for partner employees. The history of both is on your profile.',
    },
    keywords: ['poin', 'koin', 'point', 'points', 'coin', 'coins', 'reward', 'tukar poin'],
    link: { to: '/profile/poin-history', label: { id: 'Riwayat poin', en: 'Points history' } },
  },
  {
    slug: 'consultation',
    topic: 'consultations',
    question: { id: 'Bagaimana cara konsultasi dengan dokter?', en: 'How do I consult a doctor?' },
    answer: {
      id: 'Pilih dokter di halaman Dokter, lalu mulai konsultasi chat atau buat janji temu. Biaya konsultasi dibayar di muka. Dokter dapat memberi resep elektronik yang langsung bisa ditebus. Konsultasi online bukan untuk keadaan darurat: hubungi 119 atau IGD terdekat.',
      en: 'Choose a doctor on the Doctors page, then start a chat consultation or book an appointment. The fee is paid up front. The doctor may give an electronic prescription you can redeem straight away. Online consultation is not for emergencies: call 119 or go to the nearest emergency department.',
    },
    keywords: ['dokter', 'konsultasi', 'konsul', 'janji temu', 'telemedisin', 'doctor', 'consult', 'consultation', 'appointment', 'telemedicine'],
    link: { to: '/doctor', label: { id: 'Cari dokter', en: 'Find a doctor' } },
  },
  {
    slug: 'doctor-licence',
    topic: 'consultations',
    question: { id: 'Apakah dokternya berizin?', en: 'Are the doctors licensed?' },
    answer: {
      id: 'Ya. Setiap dokter memiliki STR dan SIP yang berlaku; nomornya tampil di profil dokter. Artikel kesehatan juga ditinjau oleh dokter yang namanya dicantumkan.',
      en: 'Yes. Every doctor holds a valid STR and SIP, shown on their profile. Health articles are also reviewed by a named doctor.',
    },
    keywords: ['str', 'sip', 'dokter', 'izin dokter', 'berizin', 'licensed', 'licence', 'license', 'registered doctor'],
  },
  {
    slug: 'account-security',
    topic: 'account',
    question: { id: 'Bagaimana menjaga keamanan akun saya?', en: 'How do I keep my account safe?' },
    answer: {
      id: 'Gunakan kata sandi yang kuat dan jangan pernah memberikan kode OTP atau PIN kepada siapa pun, termasuk yang mengaku staf kami. Di halaman profil Anda dapat mengganti kata sandi dan mengeluarkan perangkat lain.',
      en: 'Use a strong password and never give an OTP code or PIN to anyone, including people claiming to be our staff. On your profile you can change your password and sign other devices out.',
    },
    keywords: ['keamanan', 'kata sandi', 'password', 'otp', 'diretas', 'hack', 'hacked', 'security', 'akun', 'account', 'lupa kata sandi', 'forgot password'],
    link: { to: '/profile', label: { id: 'Buka profil', en: 'Open my profile' } },
  },
  {
    slug: 'my-data',
    topic: 'account',
    question: { id: 'Bagaimana cara mengunduh atau menghapus data saya?', en: 'How do I download or delete my data?' },
    answer: {
      id: 'Buka Cadangan Data Saya: di sana Anda dapat mengunduh seluruh data (ZIP berisi JSON dan ringkasan PDF), melihat dan menarik persetujuan, serta menghapus akun dengan masa tenggang 14 hari. Hak-hak ini dijamin UU Pelindungan Data Pribadi; rinciannya ada di Kebijakan Privasi.',
      en: 'Open My Data Backup: there you can download all your data (a ZIP of JSON with a PDF summary), see and withdraw your consents, and delete your account with a 14-day grace period. These rights come from the Personal Data Protection Law; the Privacy Policy has the details.',
    },
    keywords: ['data saya', 'unduh data', 'hapus akun', 'hapus data', 'privasi', 'uu pdp', 'persetujuan', 'backup', 'my data', 'delete account', 'download data', 'privacy', 'consent', 'gdpr'],
    link: { to: '/backup', label: { id: 'Cadangan Data Saya', en: 'My Data Backup' } },
  },
  {
    slug: 'health-data',
    topic: 'account',
    question: { id: 'Siapa yang dapat melihat data kesehatan saya?', en: 'Who can see my health data?' },
    answer: {
      id: 'Resep hanya dibuka apoteker apotek yang Anda pilih; catatan pelacak kesehatan hanya dilihat dokter di dalam konsultasi yang Anda mulai dan dengan persetujuan Anda. Setiap akses staf dicatat dan dapat Anda lihat di Cadangan Data Saya.',
      en: 'A prescription is opened only by the pharmacists of the pharmacy you chose; health tracker entries are seen by a doctor only inside a consultation you started and with your consent. Every staff access is logged and you can see it in My Data Backup.',
    },
    keywords: ['data kesehatan', 'rahasia', 'kerahasiaan', 'siapa yang melihat', 'health data', 'confidential', 'who can see', 'pelacak kesehatan', 'health tracker'],
    link: { to: '/privacy', label: { id: 'Kebijakan Privasi', en: 'Privacy Policy' } },
  },
];
