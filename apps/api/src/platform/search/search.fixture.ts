import type { DrugClass } from '@apotek/contract';
import type { SearchDocument } from './search-engine.ts';

/**
 * A small catalogue as the catalogue module would feed it: Indonesian and English names, keywords from
 * brand, category and active ingredient, category ids at every level, stock at pharmacies 1–3.
 */
export const CATEGORY = {
  demamNyeri: 10,
  batukFlu: 20,
  pencernaan: 30,
  vitamin: 40,
  kulit: 50,
  ibuAnak: 60,
  alkes: 70,
  resep: 80,
  // sub-categories
  sirupAnak: 11,
  tabletDewasa: 12,
  antibiotik: 81,
} as const;

export const BRAND = {
  panadol: 1,
  sanmol: 2,
  promag: 3,
  kalbe: 4,
  combiphar: 5,
  omron: 6,
  sensi: 7,
  indofarma: 8,
  enervon: 9,
  cussons: 10,
} as const;

let nextId = 1;
function product(
  name_id: string,
  name_en: string,
  keywords: string[],
  opts: {
    categories: number[];
    brand: number | null;
    drugClass?: DrugClass;
    price: number;
    sold: number;
    created: string;
    stock?: number[];
    sku?: string;
  },
): SearchDocument {
  const id = nextId++;
  return {
    id,
    name_id,
    name_en,
    sku: opts.sku ?? `APT-${String(id).padStart(4, '0')}`,
    keywords,
    category_ids: opts.categories,
    brand_id: opts.brand,
    drug_class: opts.drugClass ?? 'bebas',
    price: opts.price,
    sold: opts.sold,
    created_at: opts.created,
    in_stock_at: opts.stock ?? [1, 2],
  };
}

export const FIXTURE: SearchDocument[] = [
  product('Panadol Paracetamol 500 mg 10 Kaplet', 'Panadol Paracetamol 500 mg 10 Caplets', ['Panadol', 'paracetamol', 'Demam & Nyeri'], {
    categories: [CATEGORY.demamNyeri, CATEGORY.tabletDewasa], brand: BRAND.panadol, price: 14_500, sold: 900, created: '2024-01-10T00:00:00Z', stock: [1, 2, 3],
  }),
  product('Sanmol Sirup Paracetamol Anak 60 ml', 'Sanmol Paracetamol Syrup for Children 60 ml', ['Sanmol', 'paracetamol', 'Demam & Nyeri', 'anak'], {
    categories: [CATEGORY.demamNyeri, CATEGORY.sirupAnak], brand: BRAND.sanmol, price: 23_500, sold: 700, created: '2024-02-10T00:00:00Z', stock: [1],
  }),
  product('Paracetamol 500 mg 10 Tablet', 'Paracetamol 500 mg 10 Tablets', ['Indofarma', 'paracetamol', 'Demam & Nyeri', 'obat generik'], {
    categories: [CATEGORY.demamNyeri, CATEGORY.tabletDewasa], brand: BRAND.indofarma, price: 5_000, sold: 1500, created: '2023-06-01T00:00:00Z', stock: [2],
  }),
  product('Ibuprofen 400 mg 10 Tablet', 'Ibuprofen 400 mg 10 Tablets', ['Indofarma', 'ibuprofen', 'Demam & Nyeri', 'pereda nyeri'], {
    categories: [CATEGORY.demamNyeri, CATEGORY.tabletDewasa], brand: BRAND.indofarma, drugClass: 'bebas_terbatas', price: 9_500, sold: 400, created: '2023-07-01T00:00:00Z',
  }),
  product('Asam Mefenamat 500 mg 10 Tablet', 'Mefenamic Acid 500 mg 10 Tablets', ['Indofarma', 'asam mefenamat', 'Obat Resep'], {
    categories: [CATEGORY.resep], brand: BRAND.indofarma, drugClass: 'keras', price: 7_500, sold: 300, created: '2023-08-01T00:00:00Z',
  }),
  product('OBH Combi Batuk Berdahak 100 ml', 'OBH Combi Productive Cough Syrup 100 ml', ['Combiphar', 'Batuk & Flu', 'guaifenesin', 'sirup'], {
    categories: [CATEGORY.batukFlu], brand: BRAND.combiphar, drugClass: 'bebas_terbatas', price: 18_500, sold: 800, created: '2024-03-01T00:00:00Z',
  }),
  product('Dextromethorphan 15 mg 10 Tablet', 'Dextromethorphan 15 mg 10 Tablets', ['Indofarma', 'dextromethorphan', 'antitusif', 'Batuk & Flu'], {
    categories: [CATEGORY.batukFlu], brand: BRAND.indofarma, drugClass: 'bebas_terbatas', price: 4_000, sold: 250, created: '2023-09-01T00:00:00Z',
  }),
  product('Cough Drops Madu Lemon 8 Butir', 'Honey Lemon Cough Drops 8 pcs', ['permen', 'tenggorokan'], {
    categories: [CATEGORY.batukFlu], brand: null, price: 9_000, sold: 120, created: '2024-04-01T00:00:00Z',
  }),
  product('Obat Flu dan Pilek 4 Tablet', 'Cold and Flu Relief 4 Tablets', ['Combiphar', 'Batuk & Flu', 'paracetamol', 'pseudoefedrin'], {
    categories: [CATEGORY.batukFlu], brand: BRAND.combiphar, drugClass: 'bebas_terbatas', price: 3_500, sold: 2000, created: '2022-01-01T00:00:00Z',
  }),
  product('Promag 10 Tablet Kunyah', 'Promag Chewable 10 Tablets', ['Promag', 'antasida', 'Pencernaan'], {
    categories: [CATEGORY.pencernaan], brand: BRAND.promag, price: 8_000, sold: 3000, created: '2021-01-01T00:00:00Z', stock: [1, 2, 3],
  }),
  product('Promag Gazero Sirup 150 ml', 'Promag Gazero Syrup 150 ml', ['Promag', 'kembung', 'Pencernaan'], {
    categories: [CATEGORY.pencernaan], brand: BRAND.promag, price: 24_000, sold: 500, created: '2024-05-01T00:00:00Z',
  }),
  product('Oralit 200 ml 5 Sachet', 'Oral Rehydration Salts 5 Sachets', ['diare', 'Pencernaan', 'elektrolit'], {
    categories: [CATEGORY.pencernaan], brand: BRAND.indofarma, price: 6_500, sold: 600, created: '2023-01-01T00:00:00Z',
  }),
  product('Omeprazole 20 mg 10 Kapsul', 'Omeprazole 20 mg 10 Capsules', ['omeprazole', 'Obat Resep', 'lambung'], {
    categories: [CATEGORY.resep], brand: BRAND.kalbe, drugClass: 'keras', price: 15_000, sold: 350, created: '2023-02-01T00:00:00Z',
  }),
  product('Vitamin C 1000 mg 10 Tablet Effervescent', 'Vitamin C 1000 mg 10 Effervescent Tablets', ['Kalbe', 'vitamin c', 'Vitamin & Suplemen'], {
    categories: [CATEGORY.vitamin], brand: BRAND.kalbe, price: 45_000, sold: 1200, created: '2024-06-01T00:00:00Z', stock: [1, 3],
  }),
  product('Vitamin C 500 mg 30 Tablet', 'Vitamin C 500 mg 30 Tablets', ['vitamin c', 'Vitamin & Suplemen'], {
    categories: [CATEGORY.vitamin], brand: BRAND.kalbe, price: 30_000, sold: 800, created: '2024-06-02T00:00:00Z',
  }),
  product('Vitamin D3 1000 IU 30 Kapsul Lunak', 'Vitamin D3 1000 IU 30 Softgels', ['Vitamin & Suplemen', 'vitamin d'], {
    categories: [CATEGORY.vitamin], brand: BRAND.kalbe, price: 89_000, sold: 400, created: '2024-06-03T00:00:00Z',
  }),
  product('Enervon-C 30 Tablet', 'Enervon-C 30 Tablets', ['Enervon', 'multivitamin', 'asam askorbat', 'Vitamin & Suplemen'], {
    categories: [CATEGORY.vitamin], brand: BRAND.enervon, price: 40_000, sold: 2500, created: '2020-01-01T00:00:00Z',
  }),
  product('Susu Ibu Hamil Rasa Cokelat 400 g', 'Pregnancy Milk Chocolate 400 g', ['Ibu & Anak', 'asam folat'], {
    categories: [CATEGORY.ibuAnak], brand: null, price: 85_000, sold: 300, created: '2023-03-01T00:00:00Z',
  }),
  product('Minyak Telon Bayi 100 ml', 'Baby Telon Oil 100 ml', ['Cussons', 'Ibu & Anak'], {
    categories: [CATEGORY.ibuAnak], brand: BRAND.cussons, price: 35_000, sold: 900, created: '2023-04-01T00:00:00Z',
  }),
  product('Popok Bayi Celana Ukuran M 34 Pcs', 'Baby Diaper Pants Size M 34 pcs', ['Ibu & Anak'], {
    categories: [CATEGORY.ibuAnak], brand: null, price: 98_000, sold: 1100, created: '2023-05-01T00:00:00Z',
  }),
  product('Termometer Digital', 'Digital Thermometer', ['Omron', 'Alat Kesehatan'], {
    categories: [CATEGORY.alkes], brand: BRAND.omron, price: 35_000, sold: 450, created: '2023-10-01T00:00:00Z',
  }),
  product('Tensimeter Digital Lengan', 'Upper Arm Blood Pressure Monitor', ['Omron', 'Alat Kesehatan'], {
    categories: [CATEGORY.alkes], brand: BRAND.omron, price: 450_000, sold: 150, created: '2023-11-01T00:00:00Z',
  }),
  product('Masker Medis 3 Lapis 50 Pcs', 'Medical Face Mask 3 Ply 50 pcs', ['Sensi', 'Alat Kesehatan'], {
    categories: [CATEGORY.alkes], brand: BRAND.sensi, price: 30_000, sold: 2200, created: '2022-06-01T00:00:00Z',
  }),
  product('Amoksisilin 500 mg 10 Kapsul', 'Amoxicillin 500 mg 10 Capsules', ['Indofarma', 'amoksisilin', 'antibiotik', 'Obat Resep'], {
    categories: [CATEGORY.resep, CATEGORY.antibiotik], brand: BRAND.indofarma, drugClass: 'keras', price: 12_000, sold: 700, created: '2023-12-01T00:00:00Z',
  }),
  product('Amoxicillin Sirup Kering 125 mg/5 ml 60 ml', 'Amoxicillin Dry Syrup 125 mg/5 ml 60 ml', ['amoxicillin', 'antibiotik', 'Obat Resep'], {
    categories: [CATEGORY.resep, CATEGORY.antibiotik], brand: BRAND.kalbe, drugClass: 'keras', price: 25_000, sold: 200, created: '2024-01-01T00:00:00Z',
  }),
  product('Setirizin 10 mg 10 Tablet', 'Cetirizine 10 mg 10 Tablets', ['setirizin', 'antihistamin', 'Obat Resep'], {
    categories: [CATEGORY.resep], brand: BRAND.indofarma, drugClass: 'keras', price: 8_500, sold: 500, created: '2023-12-15T00:00:00Z',
  }),
  product('Codein 10 mg 10 Tablet', 'Codeine 10 mg 10 Tablets', ['kodein', 'narkotika'], {
    categories: [CATEGORY.resep], brand: null, drugClass: 'dilarang_online', price: 20_000, sold: 0, created: '2023-12-20T00:00:00Z', stock: [],
  }),
  product('Krim Antijamur Mikonazol 2% 10 g', 'Miconazole 2% Antifungal Cream 10 g', ['mikonazol', 'Perawatan Kulit'], {
    categories: [CATEGORY.kulit], brand: BRAND.kalbe, drugClass: 'bebas_terbatas', price: 16_000, sold: 350, created: '2023-03-15T00:00:00Z',
  }),
  product('Tabir Surya SPF 50 PA++++ 50 ml', 'Sunscreen SPF 50 PA++++ 50 ml', ['Perawatan Kulit'], {
    categories: [CATEGORY.kulit], brand: null, price: 75_000, sold: 650, created: '2024-07-01T00:00:00Z',
  }),
  product('Sakit Kepala Tablet Paramex 4 Tablet', 'Paramex Headache Tablets 4 pcs', ['Paramex', 'paracetamol', 'kafein', 'Demam & Nyeri'], {
    categories: [CATEGORY.demamNyeri], brand: null, drugClass: 'bebas_terbatas', price: 3_000, sold: 1800, created: '2022-02-01T00:00:00Z',
  }),
  // A best-seller whose model number holds a lone "c", and a vitamin D whose brand holds one: neither is
  // a vitamin C, however well they sell.
  product('Omron Nebulizer NE-C28 1 Unit', 'Omron Nebulizer NE-C28 1 Unit', ['Omron', 'Alat Kesehatan', 'kompresor'], {
    categories: [CATEGORY.alkes], brand: BRAND.omron, price: 650_000, sold: 5000, created: '2023-11-15T00:00:00Z',
  }),
  product('Osteo Kalsium + Vitamin D3 30 Tablet', 'Osteo Calcium + Vitamin D3 30 Tablets', ['Enervon-C', 'Vitamin & Suplemen', 'kalsium karbonat', 'vitamin d'], {
    categories: [CATEGORY.vitamin], brand: BRAND.enervon, price: 55_000, sold: 4000, created: '2024-06-04T00:00:00Z',
  }),
];
