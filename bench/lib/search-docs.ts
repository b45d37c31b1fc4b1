// 100,000 search documents shaped like an Indonesian pharmacy catalogue, for the search bench when the
// catalogue's own generator is not at hand. Deterministic (seeded), so runs compare.
import type { DrugClass } from '@apotek/contract';
import type { SearchDocument } from '../../apps/api/src/platform/search/search-engine.ts';
import { seeded as random } from './prng.ts';

interface Family {
  /** Indonesian and English names of the active ingredient or item. */
  id: string;
  en: string;
  strengths: string[];
  forms: Array<[string, string]>;
  category: number;
  drugClass: DrugClass;
  price: [number, number];
  keywords: string[];
}

const TABLETS: Array<[string, string]> = [['Tablet', 'Tablets'], ['Kaplet', 'Caplets'], ['Kapsul', 'Capsules']];
const SYRUPS: Array<[string, string]> = [['Sirup', 'Syrup'], ['Suspensi', 'Suspension'], ['Drops', 'Drops']];
const TOPICAL: Array<[string, string]> = [['Krim', 'Cream'], ['Salep', 'Ointment'], ['Gel', 'Gel']];

const f = (
  id: string, en: string, strengths: string[], forms: Array<[string, string]>, category: number, drugClass: DrugClass,
  price: [number, number], keywords: string[] = [],
): Family => ({ id, en, strengths, forms, category, drugClass, price, keywords });

// Categories 1–9 are top level; sub-categories are 10×top + n, segments 100×top + n.
const FAMILIES: Family[] = [
  f('Paracetamol', 'Paracetamol', ['500 mg', '650 mg', '120 mg/5 ml', '250 mg/5 ml'], [...TABLETS, ...SYRUPS], 1, 'bebas', [3_000, 40_000], ['demam', 'nyeri', 'sakit kepala']),
  f('Ibuprofen', 'Ibuprofen', ['200 mg', '400 mg', '100 mg/5 ml'], [...TABLETS, ...SYRUPS], 1, 'bebas_terbatas', [5_000, 45_000], ['nyeri', 'demam', 'antiinflamasi']),
  f('Asam Mefenamat', 'Mefenamic Acid', ['250 mg', '500 mg'], TABLETS, 1, 'keras', [4_000, 25_000], ['nyeri', 'sakit gigi']),
  f('Natrium Diklofenak', 'Diclofenac Sodium', ['25 mg', '50 mg'], TABLETS, 1, 'keras', [5_000, 30_000], ['nyeri', 'rematik']),
  f('Aspirin', 'Aspirin', ['80 mg', '100 mg', '500 mg'], TABLETS, 1, 'bebas_terbatas', [5_000, 35_000], ['nyeri', 'jantung']),
  f('Plester Kompres Demam', 'Fever Cooling Patch', ['Anak', 'Dewasa'], [['Lembar', 'Sheets']], 1, 'bebas', [10_000, 30_000], ['demam', 'kompres']),
  f('Obat Batuk Hitam', 'Black Cough Syrup', ['100 ml', '200 ml'], [['Sirup', 'Syrup']], 2, 'bebas_terbatas', [10_000, 35_000], ['batuk', 'obh']),
  f('Ambroxol', 'Ambroxol', ['30 mg', '15 mg/5 ml'], [...TABLETS, ...SYRUPS], 2, 'bebas_terbatas', [5_000, 40_000], ['batuk berdahak', 'mukolitik']),
  f('Dextromethorphan', 'Dextromethorphan', ['15 mg', '10 mg/5 ml'], [...TABLETS, ...SYRUPS], 2, 'bebas_terbatas', [3_000, 30_000], ['batuk kering', 'antitusif']),
  f('Guaifenesin', 'Guaifenesin', ['100 mg', '100 mg/5 ml'], [...TABLETS, ...SYRUPS], 2, 'bebas_terbatas', [4_000, 30_000], ['batuk berdahak', 'ekspektoran']),
  f('Obat Flu', 'Cold and Flu Relief', ['Dewasa', 'Anak'], [...TABLETS, ['Sirup', 'Syrup']], 2, 'bebas_terbatas', [3_000, 35_000], ['flu', 'pilek', 'demam']),
  f('Permen Pelega Tenggorokan', 'Throat Lozenges', ['Mint', 'Madu Lemon', 'Jahe'], [['Butir', 'Lozenges']], 2, 'bebas', [5_000, 20_000], ['tenggorokan', 'batuk']),
  f('Setirizin', 'Cetirizine', ['10 mg', '5 mg/5 ml'], [...TABLETS, ['Sirup', 'Syrup']], 2, 'keras', [5_000, 40_000], ['alergi', 'antihistamin']),
  f('Loratadin', 'Loratadine', ['10 mg'], TABLETS, 2, 'keras', [6_000, 35_000], ['alergi', 'antihistamin']),
  f('Antasida Doen', 'Antacid', ['Tablet Kunyah', '200 mg/5 ml'], [['Tablet', 'Tablets'], ['Suspensi', 'Suspension']], 3, 'bebas', [4_000, 30_000], ['maag', 'lambung']),
  f('Omeprazole', 'Omeprazole', ['20 mg', '40 mg'], [['Kapsul', 'Capsules']], 3, 'keras', [8_000, 60_000], ['lambung', 'asam lambung']),
  f('Lansoprazole', 'Lansoprazole', ['15 mg', '30 mg'], [['Kapsul', 'Capsules']], 3, 'keras', [10_000, 70_000], ['lambung']),
  f('Ranitidin', 'Ranitidine', ['150 mg'], TABLETS, 3, 'keras', [5_000, 30_000], ['lambung', 'maag']),
  f('Oralit', 'Oral Rehydration Salts', ['200 ml'], [['Sachet', 'Sachets']], 3, 'bebas', [3_000, 15_000], ['diare', 'elektrolit']),
  f('Attapulgite', 'Attapulgite', ['600 mg', '650 mg'], TABLETS, 3, 'bebas', [5_000, 25_000], ['diare']),
  f('Loperamide', 'Loperamide', ['2 mg'], TABLETS, 3, 'bebas_terbatas', [4_000, 20_000], ['diare']),
  f('Bisacodyl', 'Bisacodyl', ['5 mg', '10 mg'], [['Tablet', 'Tablets'], ['Supositoria', 'Suppositories']], 3, 'bebas_terbatas', [5_000, 30_000], ['sembelit', 'pencahar']),
  f('Domperidone', 'Domperidone', ['10 mg', '5 mg/5 ml'], [['Tablet', 'Tablets'], ['Suspensi', 'Suspension']], 3, 'keras', [6_000, 45_000], ['mual', 'muntah']),
  f('Vitamin C', 'Vitamin C', ['500 mg', '1000 mg', '250 mg'], [['Tablet', 'Tablets'], ['Tablet Effervescent', 'Effervescent Tablets'], ['Kapsul', 'Capsules']], 4, 'bebas', [15_000, 150_000], ['daya tahan tubuh', 'asam askorbat']),
  f('Vitamin D3', 'Vitamin D3', ['400 IU', '1000 IU', '5000 IU'], [['Kapsul Lunak', 'Softgels'], ['Tablet', 'Tablets'], ['Drops', 'Drops']], 4, 'bebas', [40_000, 250_000], ['tulang']),
  f('Vitamin B Kompleks', 'Vitamin B Complex', ['30', '100'], [['Tablet', 'Tablets']], 4, 'bebas', [10_000, 80_000], ['saraf', 'energi']),
  f('Vitamin E', 'Vitamin E', ['100 IU', '400 IU'], [['Kapsul Lunak', 'Softgels']], 4, 'bebas', [30_000, 180_000], ['kulit', 'antioksidan']),
  f('Multivitamin', 'Multivitamin', ['Anak', 'Dewasa', 'Lansia'], [['Tablet', 'Tablets'], ['Sirup', 'Syrup'], ['Gummy', 'Gummies']], 4, 'bebas', [25_000, 200_000], ['daya tahan tubuh', 'nafsu makan']),
  f('Kalsium', 'Calcium', ['500 mg', '600 mg + Vitamin D'], [['Tablet', 'Tablets']], 4, 'bebas', [30_000, 200_000], ['tulang']),
  f('Minyak Ikan Omega-3', 'Fish Oil Omega-3', ['1000 mg'], [['Kapsul Lunak', 'Softgels']], 4, 'bebas', [50_000, 350_000], ['jantung', 'otak']),
  f('Zinc', 'Zinc', ['20 mg', '10 mg/5 ml'], [['Tablet', 'Tablets'], ['Sirup', 'Syrup']], 4, 'bebas', [10_000, 60_000], ['diare', 'daya tahan tubuh']),
  f('Tablet Tambah Darah', 'Iron Tablets', ['30', '60'], [['Tablet', 'Tablets']], 4, 'bebas', [10_000, 50_000], ['zat besi', 'anemia']),
  f('Hidrokortison', 'Hydrocortisone', ['1%', '2.5%'], TOPICAL, 5, 'bebas_terbatas', [8_000, 40_000], ['gatal', 'eksim']),
  f('Mikonazol', 'Miconazole', ['2%'], TOPICAL, 5, 'bebas_terbatas', [10_000, 45_000], ['jamur', 'panu', 'kurap']),
  f('Ketokonazol', 'Ketoconazole', ['2%'], [...TOPICAL, ['Sampo', 'Shampoo']], 5, 'bebas_terbatas', [12_000, 70_000], ['jamur', 'ketombe']),
  f('Tabir Surya', 'Sunscreen', ['SPF 30', 'SPF 50 PA++++'], [['Krim', 'Cream'], ['Lotion', 'Lotion'], ['Gel', 'Gel']], 5, 'bebas', [30_000, 200_000], ['kulit', 'matahari']),
  f('Pelembap Wajah', 'Face Moisturizer', ['50 ml', '100 ml'], [['Krim', 'Cream'], ['Gel', 'Gel']], 5, 'bebas', [25_000, 250_000], ['kulit kering']),
  f('Sabun Antiseptik', 'Antiseptic Soap', ['85 g', '250 ml'], [['Batang', 'Bar'], ['Cair', 'Liquid']], 5, 'bebas', [5_000, 50_000], ['antiseptik', 'mandi']),
  f('Minyak Kayu Putih', 'Cajuput Oil', ['30 ml', '60 ml', '120 ml'], [['Botol', 'Bottle']], 6, 'bebas', [10_000, 70_000], ['masuk angin', 'kembung']),
  f('Minyak Telon', 'Telon Oil', ['60 ml', '100 ml', '150 ml'], [['Botol', 'Bottle']], 6, 'bebas', [15_000, 80_000], ['bayi', 'hangat']),
  f('Popok Bayi Celana', 'Baby Diaper Pants', ['Ukuran S', 'Ukuran M', 'Ukuran L', 'Ukuran XL'], [['Pcs', 'pcs']], 6, 'bebas', [40_000, 250_000], ['bayi', 'popok']),
  f('Susu Ibu Hamil', 'Pregnancy Milk', ['Rasa Cokelat 400 g', 'Rasa Vanila 400 g', 'Rasa Stroberi 200 g'], [['Kaleng', 'Can'], ['Kotak', 'Box']], 6, 'bebas', [50_000, 300_000], ['hamil', 'asam folat']),
  f('Asam Folat', 'Folic Acid', ['400 mcg', '1 mg'], [['Tablet', 'Tablets']], 6, 'bebas', [10_000, 60_000], ['hamil', 'kehamilan']),
  f('Bedak Bayi', 'Baby Powder', ['100 g', '200 g'], [['Botol', 'Bottle']], 6, 'bebas', [10_000, 45_000], ['bayi', 'biang keringat']),
  f('Termometer Digital', 'Digital Thermometer', ['Standar', 'Fleksibel', 'Inframerah Dahi'], [['Unit', 'Unit']], 7, 'bebas', [25_000, 450_000], ['suhu tubuh', 'demam']),
  f('Masker Medis', 'Medical Face Mask', ['3 Lapis', '4 Lapis', 'KN95'], [['Box 50 Pcs', 'Box of 50'], ['Pak 10 Pcs', 'Pack of 10']], 7, 'bebas', [10_000, 120_000], ['masker']),
  f('Tensimeter Digital', 'Blood Pressure Monitor', ['Lengan', 'Pergelangan Tangan'], [['Unit', 'Unit']], 7, 'bebas', [250_000, 1_200_000], ['tekanan darah', 'hipertensi']),
  f('Alat Cek Gula Darah', 'Blood Glucose Meter', ['Set', 'Strip 25', 'Strip 50'], [['Set', 'Set']], 7, 'bebas', [100_000, 600_000], ['diabetes', 'gula darah']),
  f('Kasa Steril', 'Sterile Gauze', ['10 x 10 cm', '16 x 16 cm'], [['Lembar', 'Sheets']], 7, 'bebas', [5_000, 30_000], ['luka']),
  f('Plester Luka', 'Adhesive Bandage', ['Standar', 'Tahan Air', 'Anak'], [['Lembar', 'Strips']], 7, 'bebas', [5_000, 35_000], ['luka', 'plester']),
  f('Amoksisilin', 'Amoxicillin', ['250 mg', '500 mg', '125 mg/5 ml'], [['Kapsul', 'Capsules'], ['Kaplet', 'Caplets'], ['Sirup Kering', 'Dry Syrup']], 8, 'keras', [8_000, 60_000], ['antibiotik', 'infeksi bakteri']),
  f('Sefadroksil', 'Cefadroxil', ['500 mg', '125 mg/5 ml'], [['Kapsul', 'Capsules'], ['Sirup Kering', 'Dry Syrup']], 8, 'keras', [15_000, 80_000], ['antibiotik']),
  f('Siprofloksasin', 'Ciprofloxacin', ['500 mg'], TABLETS, 8, 'keras', [10_000, 60_000], ['antibiotik']),
  f('Amlodipin', 'Amlodipine', ['5 mg', '10 mg'], TABLETS, 8, 'keras', [5_000, 50_000], ['hipertensi', 'darah tinggi']),
  f('Metformin', 'Metformin', ['500 mg', '850 mg'], TABLETS, 8, 'keras', [5_000, 40_000], ['diabetes', 'kencing manis']),
  f('Simvastatin', 'Simvastatin', ['10 mg', '20 mg'], TABLETS, 8, 'keras', [6_000, 45_000], ['kolesterol']),
  f('Salbutamol', 'Salbutamol', ['2 mg', '4 mg', '100 mcg Inhaler'], [['Tablet', 'Tablets'], ['Inhaler', 'Inhaler']], 8, 'keras', [5_000, 150_000], ['asma', 'sesak napas']),
  f('Kodein', 'Codeine', ['10 mg', '20 mg'], TABLETS, 8, 'dilarang_online', [10_000, 40_000], ['batuk', 'narkotika']),
  f('Temulawak', 'Javanese Turmeric', ['Kapsul', 'Serbuk'], [['Botol', 'Bottle'], ['Sachet', 'Sachets']], 9, 'bebas', [10_000, 80_000], ['jamu', 'nafsu makan']),
  f('Jahe Merah', 'Red Ginger', ['Serbuk', 'Kapsul'], [['Sachet', 'Sachets'], ['Botol', 'Bottle']], 9, 'bebas', [10_000, 70_000], ['jamu', 'hangat', 'masuk angin']),
  f('Habbatussauda', 'Black Seed Oil', ['500 mg'], [['Kapsul', 'Capsules']], 9, 'bebas', [30_000, 150_000], ['herbal', 'daya tahan tubuh']),
  f('Madu Anak', 'Honey for Kids', ['150 ml', '250 ml'], [['Botol', 'Bottle']], 9, 'bebas', [20_000, 90_000], ['nafsu makan', 'anak']),
];

const BRANDS = [
  'Panadol', 'Sanmol', 'Bodrex', 'Paramex', 'Tempra', 'Proris', 'Promag', 'Mylanta', 'Polysilane', 'Enervon', 'Imboost',
  'OBH Combi', 'Komix', 'Woods', 'Vicks', 'Neozep', 'Decolgen', 'Procold', 'Tolak Angin', 'Antangin', 'Diapet',
  'Entrostop', 'Betadine', 'Hansaplast', 'Omron', 'Sensi', 'Cussons', 'Zwitsal', 'Pigeon', 'Sido Muncul', 'Kalbe',
  'Insto', 'Rohto', 'Counterpain', 'Salonpas', 'Konidin', 'Laserin', 'Bisolvon', 'Blackmores', 'Redoxon', 'Fatigon',
  'Hemaviton', 'Sangobion', 'Stimuno', 'Ultraflu', 'Oskadon', 'Caladine', 'Kalpanax', 'Daktarin', 'Hufagrip',
  'Lacto-B', 'Curcuma Plus', 'Scott', 'Prenagen', 'Anmum', 'Mamypoko', 'Sweety', 'Merries', 'Onemed', 'GEA',
  'Indofarma', 'Kimia Farma', 'Hexpharm', 'Dexa Medica', 'Sanbe', 'Novell', 'Bernofarm', 'Combiphar', 'Konimex', 'Tempo Scan',
  'Nature Republic', 'Wardah', 'Emina', 'Biore', 'Nivea', 'Vaseline', 'Citra', 'Lifebuoy', 'Dettol', 'Nuvo',
];
const MANUFACTURERS = [
  'PT Kimia Farma Tbk', 'PT Kalbe Farma Tbk', 'PT Indofarma Tbk', 'PT Tempo Scan Pacific Tbk', 'PT Sanbe Farma', 'PT Dexa Medica',
  'PT Combiphar', 'PT Konimex', 'PT Hexpharm Jaya', 'PT Bernofarm', 'PT Sido Muncul Tbk', 'PT Novell Pharmaceutical Laboratories',
  'PT Pharos Indonesia', 'PT Soho Industri Pharmasi', 'PT Mersifarma Tirmaku Mercusana', 'PT Darya-Varia Laboratoria Tbk',
];
const PACKS = ['4', '6', '10', '12', '20', '30', '60', '100'];
const CATEGORY_NAMES = ['Demam & Nyeri', 'Batuk & Flu', 'Pencernaan', 'Vitamin & Suplemen', 'Perawatan Kulit', 'Ibu & Anak', 'Alat Kesehatan', 'Obat Resep', 'Herbal & Jamu'];

const BENCH_PHARMACIES = 20;

export function generateSearchDocuments(count: number, seed = 42): SearchDocument[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const docs: SearchDocument[] = [];
  const start = Date.parse('2019-01-01T00:00:00Z');
  const span = Date.parse('2025-06-01T00:00:00Z') - start;
  for (let i = 1; i <= count; i++) {
    const family = pick(FAMILIES);
    const brandIndex = Math.floor(rnd() * BRANDS.length);
    const brand = BRANDS[brandIndex]!;
    const strength = pick(family.strengths);
    const [formId, formEn] = pick(family.forms);
    const pack = pick(PACKS);
    const variant = i % 7 === 0 ? ` Varian ${1 + (i % 13)}` : '';
    const sub = family.category * 10 + 1 + Math.floor(rnd() * 4);
    const segment = sub * 10 + 1 + Math.floor(rnd() * 3);
    const [lo, hi] = family.price;
    const price = Math.round((lo + rnd() * (hi - lo)) / 500) * 500;
    const stock: number[] = [];
    for (let p = 1; p <= BENCH_PHARMACIES; p++) if (rnd() < 0.6) stock.push(p);
    docs.push({
      id: i,
      name_id: `${brand} ${family.id} ${strength} ${formId} ${pack}${variant}`,
      name_en: `${brand} ${family.en} ${strength} ${pack} ${formEn}${variant}`,
      sku: `APT-${String(i).padStart(6, '0')}`,
      keywords: [brand, family.id, family.en, CATEGORY_NAMES[family.category - 1]!, pick(MANUFACTURERS), ...family.keywords],
      category_ids: [family.category, sub, segment],
      brand_id: brandIndex + 1,
      drug_class: family.drugClass,
      price,
      // Sales follow a long tail: a few products sell most.
      sold: Math.floor(Math.pow(rnd(), 4) * 20_000),
      created_at: new Date(start + rnd() * span).toISOString(),
      in_stock_at: stock,
    });
  }
  return docs;
}
