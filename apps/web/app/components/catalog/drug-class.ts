import type { DrugClass } from '@apotek/contract/catalog';

/**
 * How each BPOM drug class is marked on a pack, which shoppers in Indonesia already recognise:
 * obat bebas a green circle, bebas terbatas a blue circle, keras a red circle with a black "K",
 * all with a black outline. Classes that may not be sold online get no circle but a clear label.
 */
export interface DrugClassMark {
  /** null: no BPOM circle (the class is not sold online at all). */
  circle: { fill: string; letter: 'K' | null } | null;
  /** i18n key of the class name, also the badge's text alternative. */
  labelKey: `drugClass.${DrugClass}.label`;
  /** i18n key of a one-line explanation. */
  hintKey: `drugClass.${DrugClass}.hint`;
  tone: 'green' | 'blue' | 'red' | 'black';
}

// BPOM's marks: green #00A14B-ish, blue #0072BC-ish, red #ED1C24-ish; exact hex is not regulated.
export const DRUG_CLASS_MARKS: Record<DrugClass, DrugClassMark> = {
  bebas: { circle: { fill: '#16a34a', letter: null }, labelKey: 'drugClass.bebas.label', hintKey: 'drugClass.bebas.hint', tone: 'green' },
  bebas_terbatas: { circle: { fill: '#1d4ed8', letter: null }, labelKey: 'drugClass.bebas_terbatas.label', hintKey: 'drugClass.bebas_terbatas.hint', tone: 'blue' },
  keras: { circle: { fill: '#dc2626', letter: 'K' }, labelKey: 'drugClass.keras.label', hintKey: 'drugClass.keras.hint', tone: 'red' },
  dilarang_online: { circle: null, labelKey: 'drugClass.dilarang_online.label', hintKey: 'drugClass.dilarang_online.hint', tone: 'black' },
};

export function drugClassMark(drugClass: DrugClass): DrugClassMark {
  return DRUG_CLASS_MARKS[drugClass];
}
