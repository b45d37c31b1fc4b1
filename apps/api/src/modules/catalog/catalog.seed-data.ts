import type { DrugClass } from './catalog.tables.ts';

export const DEMO_CATEGORIES = [
  { slug: 'demam-nyeri', name: 'Demam & Nyeri', name_en: 'Fever & Pain' },
  { slug: 'batuk-flu', name: 'Batuk & Flu', name_en: 'Cough & Cold' },
  { slug: 'pencernaan', name: 'Pencernaan', name_en: 'Digestion' },
  { slug: 'vitamin-suplemen', name: 'Vitamin & Suplemen', name_en: 'Vitamins & Supplements' },
  { slug: 'perawatan-kulit', name: 'Perawatan Kulit', name_en: 'Skin Care' },
  { slug: 'ibu-anak', name: 'Ibu & Anak', name_en: 'Mother & Child' },
  { slug: 'alat-kesehatan', name: 'Alat Kesehatan', name_en: 'Medical Devices' },
  { slug: 'obat-resep', name: 'Obat Resep', name_en: 'Prescription Medicines' },
  { slug: 'herbal-jamu', name: 'Herbal & Jamu', name_en: 'Herbal & Jamu' },
] as const;

export type CategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

export interface DemoProduct {
  sku: string;
  name: string;
  category: CategorySlug;
  /** Integer rupiah. */
  price: number;
  drugClass: DrugClass;
  unit: string;
  manufacturer: string;
  description: string;
}

/** Demo catalogue: common Indonesian pharmacy items with plausible prices and drug classes. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { sku: 'APT-0001', name: 'Paracetamol 500 mg 10 Tablet', category: 'demam-nyeri', price: 5_000, drugClass: 'bebas', unit: 'strip', manufacturer: 'PT Kimia Farma Tbk', description: 'Meredakan demam dan nyeri ringan seperti sakit kepala dan sakit gigi.' },
  { sku: 'APT-0002', name: 'Ibuprofen 400 mg 10 Tablet', category: 'demam-nyeri', price: 9_500, drugClass: 'bebas_terbatas', unit: 'strip', manufacturer: 'PT Indofarma Tbk', description: 'Pereda nyeri dan antiradang untuk nyeri otot, sakit gigi, dan nyeri haid.' },
  { sku: 'APT-0003', name: 'Asam Mefenamat 500 mg 10 Tablet', category: 'demam-nyeri', price: 7_500, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Hexpharm Jaya', description: 'Pereda nyeri sedang. Harus dengan resep dokter.' },
  { sku: 'APT-0004', name: 'Sirup Paracetamol Anak 60 ml', category: 'demam-nyeri', price: 23_500, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Konimex', description: 'Penurun panas untuk anak dengan rasa jeruk. Gunakan sendok takar.' },
  { sku: 'APT-0005', name: 'Plester Kompres Demam Anak 2 Lembar', category: 'demam-nyeri', price: 14_000, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Tempo Scan Pacific Tbk', description: 'Kompres dingin berbahan gel untuk membantu meredakan demam anak.' },

  { sku: 'APT-0101', name: 'Sirup Obat Batuk Hitam 100 ml', category: 'batuk-flu', price: 18_500, drugClass: 'bebas_terbatas', unit: 'botol', manufacturer: 'PT Combiphar', description: 'Meredakan batuk berdahak dan melegakan tenggorokan.' },
  { sku: 'APT-0102', name: 'Obat Flu dan Batuk 4 Tablet', category: 'batuk-flu', price: 3_500, drugClass: 'bebas_terbatas', unit: 'strip', manufacturer: 'PT Tempo Scan Pacific Tbk', description: 'Meredakan gejala flu: demam, sakit kepala, hidung tersumbat, dan batuk.' },
  { sku: 'APT-0103', name: 'Ambroxol Sirup 15 mg/5 ml 60 ml', category: 'batuk-flu', price: 16_000, drugClass: 'bebas_terbatas', unit: 'botol', manufacturer: 'PT Sanbe Farma', description: 'Pengencer dahak untuk batuk berdahak.' },
  { sku: 'APT-0104', name: 'Permen Pelega Tenggorokan 8 Butir', category: 'batuk-flu', price: 9_000, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Dexa Medica', description: 'Melegakan tenggorokan gatal dan serak.' },
  { sku: 'APT-0105', name: 'Dextromethorphan 15 mg 10 Tablet', category: 'batuk-flu', price: 4_000, drugClass: 'bebas_terbatas', unit: 'strip', manufacturer: 'PT Indofarma Tbk', description: 'Meredakan batuk kering yang tidak berdahak.' },

  { sku: 'APT-0201', name: 'Antasida Doen Tablet Kunyah 10 Tablet', category: 'pencernaan', price: 4_500, drugClass: 'bebas', unit: 'strip', manufacturer: 'PT Kimia Farma Tbk', description: 'Mengurangi gejala sakit maag, perih, dan kembung.' },
  { sku: 'APT-0202', name: 'Oralit 200 ml 5 Sachet', category: 'pencernaan', price: 6_500, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Indofarma Tbk', description: 'Mengganti cairan tubuh yang hilang saat diare.' },
  { sku: 'APT-0203', name: 'Attapulgite 600 mg 10 Tablet', category: 'pencernaan', price: 9_000, drugClass: 'bebas', unit: 'strip', manufacturer: 'PT Kalbe Farma Tbk', description: 'Membantu memadatkan tinja pada diare non-spesifik.' },
  { sku: 'APT-0204', name: 'Omeprazole 20 mg 10 Kapsul', category: 'pencernaan', price: 15_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Dexa Medica', description: 'Menurunkan produksi asam lambung. Harus dengan resep dokter.' },
  { sku: 'APT-0205', name: 'Lansoprazole 30 mg 10 Kapsul', category: 'pencernaan', price: 22_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Novell Pharmaceutical Laboratories', description: 'Untuk tukak lambung dan refluks asam. Harus dengan resep dokter.' },
  { sku: 'APT-0206', name: 'Bisacodyl 5 mg 10 Tablet', category: 'pencernaan', price: 8_000, drugClass: 'bebas_terbatas', unit: 'strip', manufacturer: 'PT Bernofarm', description: 'Pencahar untuk mengatasi sembelit.' },

  { sku: 'APT-0301', name: 'Vitamin C 1000 mg 10 Tablet Effervescent', category: 'vitamin-suplemen', price: 45_000, drugClass: 'bebas', unit: 'tube', manufacturer: 'PT Kalbe Farma Tbk', description: 'Membantu menjaga daya tahan tubuh. Larutkan dalam segelas air.' },
  { sku: 'APT-0302', name: 'Vitamin D3 1000 IU 30 Kapsul Lunak', category: 'vitamin-suplemen', price: 89_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Sido Muncul Tbk', description: 'Membantu penyerapan kalsium dan menjaga kesehatan tulang.' },
  { sku: 'APT-0303', name: 'Sirup Multivitamin Anak 120 ml', category: 'vitamin-suplemen', price: 42_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Sanbe Farma', description: 'Multivitamin dan penambah nafsu makan untuk anak.' },
  { sku: 'APT-0304', name: 'Tablet Tambah Darah 30 Tablet', category: 'vitamin-suplemen', price: 25_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Tempo Scan Pacific Tbk', description: 'Zat besi dan asam folat untuk membantu mencegah anemia.' },
  { sku: 'APT-0305', name: 'Kalsium + Vitamin D 30 Tablet', category: 'vitamin-suplemen', price: 65_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Kalbe Farma Tbk', description: 'Membantu menjaga kepadatan tulang.' },
  { sku: 'APT-0306', name: 'Minyak Ikan Omega-3 30 Kapsul', category: 'vitamin-suplemen', price: 95_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Combiphar', description: 'Sumber EPA dan DHA untuk kesehatan jantung dan otak.' },

  { sku: 'APT-0401', name: 'Krim Hidrokortison 1% 10 g', category: 'perawatan-kulit', price: 12_000, drugClass: 'bebas_terbatas', unit: 'tube', manufacturer: 'PT Bernofarm', description: 'Meredakan gatal dan radang kulit ringan.' },
  { sku: 'APT-0402', name: 'Krim Antijamur Mikonazol 2% 10 g', category: 'perawatan-kulit', price: 16_000, drugClass: 'bebas_terbatas', unit: 'tube', manufacturer: 'PT Mersifarma Tirmaku Mercusana', description: 'Mengobati infeksi jamur kulit seperti panu dan kurap.' },
  { sku: 'APT-0403', name: 'Minyak Kayu Putih 60 ml', category: 'perawatan-kulit', price: 27_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Eagle Indo Pharma', description: 'Menghangatkan badan, meredakan perut kembung dan gatal gigitan serangga.' },
  { sku: 'APT-0404', name: 'Tabir Surya SPF 50 PA++++ 50 ml', category: 'perawatan-kulit', price: 75_000, drugClass: 'bebas', unit: 'tube', manufacturer: 'PT Paragon Technology and Innovation', description: 'Melindungi kulit dari sinar UVA dan UVB.' },
  { sku: 'APT-0405', name: 'Bedak Gatal Anak 100 g', category: 'perawatan-kulit', price: 15_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Konimex', description: 'Membantu meredakan biang keringat dan gatal pada anak.' },
  { sku: 'APT-0406', name: 'Salep Gentamisin 0,1% 5 g', category: 'perawatan-kulit', price: 14_000, drugClass: 'keras', unit: 'tube', manufacturer: 'PT Hexpharm Jaya', description: 'Antibiotik topikal untuk infeksi kulit. Harus dengan resep dokter.' },

  { sku: 'APT-0501', name: 'Popok Bayi Celana Ukuran M 34 Pcs', category: 'ibu-anak', price: 98_000, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Uni-Charm Indonesia Tbk', description: 'Popok celana lembut dengan daya serap hingga 12 jam.' },
  { sku: 'APT-0502', name: 'Minyak Telon 100 ml', category: 'ibu-anak', price: 35_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Konimex', description: 'Menghangatkan tubuh bayi dan membantu meredakan kembung.' },
  { sku: 'APT-0503', name: 'Susu Ibu Hamil Rasa Cokelat 400 g', category: 'ibu-anak', price: 85_000, drugClass: 'bebas', unit: 'kaleng', manufacturer: 'PT Nutricia Indonesia Sejahtera', description: 'Nutrisi tambahan dengan asam folat dan zat besi selama kehamilan.' },
  { sku: 'APT-0504', name: 'Asam Folat 400 mcg 30 Tablet', category: 'ibu-anak', price: 20_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Kimia Farma Tbk', description: 'Membantu mencegah cacat tabung saraf pada janin.' },

  { sku: 'APT-0601', name: 'Termometer Digital', category: 'alat-kesehatan', price: 35_000, drugClass: 'bebas', unit: 'pcs', manufacturer: 'PT Sinko Prima Alloy', description: 'Mengukur suhu tubuh dalam 60 detik dengan tanda bunyi.' },
  { sku: 'APT-0602', name: 'Masker Medis 3 Lapis 50 Pcs', category: 'alat-kesehatan', price: 30_000, drugClass: 'bebas', unit: 'box', manufacturer: 'PT Sensi Medical Indonesia', description: 'Masker sekali pakai dengan filter bakteri.' },
  { sku: 'APT-0603', name: 'Tensimeter Digital Lengan', category: 'alat-kesehatan', price: 450_000, drugClass: 'bebas', unit: 'pcs', manufacturer: 'PT Omron Healthcare Indonesia', description: 'Mengukur tekanan darah dan denyut nadi secara otomatis.' },
  { sku: 'APT-0604', name: 'Alat Cek Gula Darah + 10 Strip', category: 'alat-kesehatan', price: 250_000, drugClass: 'bebas', unit: 'set', manufacturer: 'PT Sinko Prima Alloy', description: 'Memantau kadar gula darah di rumah.' },
  { sku: 'APT-0605', name: 'Kasa Steril 10 x 10 cm 10 Lembar', category: 'alat-kesehatan', price: 12_000, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Hartmann Indonesia', description: 'Kasa steril untuk menutup dan membersihkan luka.' },

  { sku: 'APT-0701', name: 'Amoksisilin 500 mg 10 Kapsul', category: 'obat-resep', price: 12_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Indofarma Tbk', description: 'Antibiotik untuk infeksi bakteri. Harus dengan resep dokter.' },
  { sku: 'APT-0702', name: 'Amlodipin 5 mg 10 Tablet', category: 'obat-resep', price: 9_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Dexa Medica', description: 'Untuk tekanan darah tinggi. Harus dengan resep dokter.' },
  { sku: 'APT-0703', name: 'Metformin 500 mg 10 Tablet', category: 'obat-resep', price: 7_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Hexpharm Jaya', description: 'Untuk diabetes melitus tipe 2. Harus dengan resep dokter.' },
  { sku: 'APT-0704', name: 'Setirizin 10 mg 10 Tablet', category: 'obat-resep', price: 8_500, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Kimia Farma Tbk', description: 'Antihistamin untuk alergi. Harus dengan resep dokter.' },
  { sku: 'APT-0705', name: 'Simvastatin 20 mg 10 Tablet', category: 'obat-resep', price: 10_000, drugClass: 'keras', unit: 'strip', manufacturer: 'PT Novell Pharmaceutical Laboratories', description: 'Menurunkan kolesterol. Harus dengan resep dokter.' },
  { sku: 'APT-0706', name: 'Inhaler Salbutamol 100 mcg 200 Dosis', category: 'obat-resep', price: 85_000, drugClass: 'keras', unit: 'pcs', manufacturer: 'PT Glaxo Wellcome Indonesia', description: 'Melegakan napas pada asma. Harus dengan resep dokter.' },
  { sku: 'APT-0707', name: 'Diazepam 5 mg 10 Tablet', category: 'obat-resep', price: 15_000, drugClass: 'dilarang_online', unit: 'strip', manufacturer: 'PT Mersifarma Tirmaku Mercusana', description: 'Psikotropika: hanya sebagai informasi, tidak dijual secara daring.' },
  { sku: 'APT-0708', name: 'Kodein 10 mg 10 Tablet', category: 'obat-resep', price: 20_000, drugClass: 'dilarang_online', unit: 'strip', manufacturer: 'PT Kimia Farma Tbk', description: 'Narkotika: hanya sebagai informasi, tidak dijual secara daring.' },

  { sku: 'APT-0801', name: 'Jamu Masuk Angin Cair 15 ml 5 Sachet', category: 'herbal-jamu', price: 20_000, drugClass: 'bebas', unit: 'pak', manufacturer: 'PT Sido Muncul Tbk', description: 'Jamu herbal untuk meredakan masuk angin, mual, dan perut kembung.' },
  { sku: 'APT-0802', name: 'Madu Murni 250 g', category: 'herbal-jamu', price: 60_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Madu Pramuka', description: 'Madu hutan murni untuk menjaga stamina.' },
  { sku: 'APT-0803', name: 'Temulawak 30 Kapsul', category: 'herbal-jamu', price: 35_000, drugClass: 'bebas', unit: 'botol', manufacturer: 'PT Deltomed Laboratories', description: 'Ekstrak temulawak untuk membantu memelihara kesehatan hati dan nafsu makan.' },
];
