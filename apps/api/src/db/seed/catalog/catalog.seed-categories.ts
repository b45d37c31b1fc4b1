/**
 * The demo category tree: categories → sub-categories. Segments (the third level) are made from the dosage
 * forms of the products filed under a sub-category (see catalog.seed-forms.ts), so they never sit empty.
 */
export interface SeedCategory {
  slug: string;
  name: string;
  name_en: string;
  subs: Array<[slug: string, name: string, name_en: string]>;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'demam-nyeri', name: 'Demam & Nyeri', name_en: 'Fever & Pain',
    subs: [
      ['pereda-nyeri-dewasa', 'Pereda Demam & Nyeri Dewasa', 'Adult Fever & Pain Relief'],
      ['demam-anak', 'Demam Anak', "Children's Fever"],
      ['nyeri-otot-sendi', 'Nyeri Otot & Sendi', 'Muscle & Joint Pain'],
      ['sakit-kepala-migrain', 'Sakit Kepala', 'Headache'],
    ],
  },
  {
    slug: 'batuk-flu', name: 'Batuk & Flu', name_en: 'Cough & Cold',
    subs: [
      ['obat-batuk', 'Obat Batuk', 'Cough Medicine'],
      ['obat-flu', 'Obat Flu & Pilek', 'Cold & Flu Relief'],
      ['radang-tenggorokan', 'Radang Tenggorokan', 'Sore Throat'],
      ['hidung-tersumbat', 'Hidung Tersumbat', 'Nasal Congestion'],
    ],
  },
  {
    slug: 'pencernaan', name: 'Pencernaan', name_en: 'Digestion',
    subs: [
      ['maag-asam-lambung', 'Maag & Asam Lambung', 'Heartburn & Acid'],
      ['diare', 'Diare', 'Diarrhoea'],
      ['sembelit', 'Sembelit', 'Constipation'],
      ['masuk-angin-mual', 'Masuk Angin & Mual', 'Colds & Nausea'],
    ],
  },
  {
    slug: 'vitamin-suplemen', name: 'Vitamin & Suplemen', name_en: 'Vitamins & Supplements',
    subs: [
      ['vitamin-c', 'Vitamin C', 'Vitamin C'],
      ['multivitamin', 'Multivitamin', 'Multivitamins'],
      ['daya-tahan-tubuh', 'Daya Tahan Tubuh', 'Immunity'],
      ['tulang-sendi', 'Tulang & Sendi', 'Bones & Joints'],
      ['minyak-ikan-omega', 'Minyak Ikan & Omega-3', 'Fish Oil & Omega-3'],
      ['otak-saraf', 'Otak & Saraf', 'Brain & Nerves'],
    ],
  },
  {
    slug: 'ibu-anak', name: 'Ibu & Anak', name_en: 'Mother & Child',
    subs: [
      ['vitamin-anak', 'Vitamin Anak', "Children's Vitamins"],
      ['perawatan-bayi', 'Perawatan Bayi', 'Baby Care'],
      ['kehamilan-menyusui', 'Kehamilan & Menyusui', 'Pregnancy & Breastfeeding'],
    ],
  },
  {
    slug: 'perawatan-kulit', name: 'Perawatan Diri & Kulit', name_en: 'Personal & Skin Care',
    subs: [
      ['jerawat', 'Jerawat', 'Acne'],
      ['antiseptik-luka', 'Antiseptik & Luka', 'Antiseptics & Wounds'],
      ['gatal-jamur-kulit', 'Gatal & Jamur Kulit', 'Itch & Fungal Skin'],
      ['perawatan-mulut', 'Perawatan Mulut & Gigi', 'Oral Care'],
      ['perawatan-mata', 'Perawatan Mata', 'Eye Care'],
    ],
  },
  {
    slug: 'alat-kesehatan', name: 'Alat Kesehatan', name_en: 'Medical Devices',
    subs: [
      ['alat-ukur', 'Alat Ukur Kesehatan', 'Health Monitors'],
      ['masker-sarung-tangan', 'Masker & Sarung Tangan', 'Masks & Gloves'],
      ['pertolongan-pertama', 'Pertolongan Pertama', 'First Aid'],
    ],
  },
  {
    slug: 'obat-resep', name: 'Obat Resep', name_en: 'Prescription Medicines',
    subs: [
      ['antibiotik', 'Antibiotik', 'Antibiotics'],
      ['hipertensi-jantung', 'Hipertensi & Jantung', 'Hypertension & Heart'],
      ['diabetes', 'Diabetes', 'Diabetes'],
      ['kolesterol', 'Kolesterol', 'Cholesterol'],
      ['alergi-asma', 'Alergi & Asma', 'Allergy & Asthma'],
      ['saluran-cerna-resep', 'Saluran Cerna', 'Gastrointestinal'],
      ['psikotropika-narkotika', 'Psikotropika & Narkotika', 'Psychotropics & Narcotics'],
    ],
  },
  {
    slug: 'herbal-jamu', name: 'Herbal & Jamu', name_en: 'Herbal & Jamu',
    subs: [
      ['jamu-tradisional', 'Jamu Tradisional', 'Traditional Jamu'],
      ['madu-herbal', 'Madu & Herbal', 'Honey & Herbal'],
    ],
  },
];
