/** Dosage forms: each becomes a segment under the sub-categories that have products in that form. */
export const FORMS = {
  tablet: ['Tablet', 'Tablets'],
  kaplet: ['Kaplet', 'Caplets'],
  kapsul: ['Kapsul', 'Capsules'],
  effervescent: ['Tablet Effervescent', 'Effervescent Tablets'],
  hisap: ['Tablet Hisap', 'Lozenges'],
  sirup: ['Sirup', 'Syrups'],
  drops: ['Tetes', 'Drops'],
  suspensi: ['Suspensi', 'Suspensions'],
  sachet: ['Sachet', 'Sachets'],
  cair: ['Cairan', 'Liquids'],
  krim: ['Krim & Salep', 'Creams & Ointments'],
  gel: ['Gel', 'Gels'],
  koyo: ['Koyo & Plester', 'Patches'],
  spray: ['Semprot', 'Sprays'],
  inhaler: ['Inhaler', 'Inhalers'],
  minyak: ['Minyak Gosok', 'Rubbing Oils'],
  bubuk: ['Bubuk & Susu', 'Powders & Milk'],
  popok: ['Popok', 'Diapers'],
  alat: ['Alat', 'Devices'],
  habis_pakai: ['Habis Pakai', 'Consumables'],
} as const satisfies Record<string, readonly [string, string]>;

export type Form = keyof typeof FORMS;
