// The catalogue's vocabularies and drug-class rules without a zod schema: the web's pages import these
// without loading zod (ADR 020). catalog.ts re-exports them with their schemas.

/**
 * BPOM drug classes (ARCHITECTURE §4). `keras` needs an approved prescription; `dilarang_online` may be
 * shown as information but never enters a cart (narcotics, psychotropics, precursors…).
 */
export const DRUG_CLASSES = ['bebas', 'bebas_terbatas', 'keras', 'dilarang_online'] as const;
export type DrugClass = (typeof DRUG_CLASSES)[number];

/** What the law lets the shop do with each class (ARCHITECTURE §4): the one table the API, the web and the console read. */
export interface DrugClassRules {
  /** May enter a cart and be paid for online. */
  sellableOnline: boolean;
  /** Needs an approved prescription before it is sold. */
  needsPrescription: boolean;
  /** May carry a promotion price or be advertised. */
  mayBePromoted: boolean;
}

export const DRUG_CLASS_RULES: Readonly<Record<DrugClass, Readonly<DrugClassRules>>> = {
  bebas: { sellableOnline: true, needsPrescription: false, mayBePromoted: true },
  bebas_terbatas: { sellableOnline: true, needsPrescription: false, mayBePromoted: true },
  keras: { sellableOnline: true, needsPrescription: true, mayBePromoted: false },
  dilarang_online: { sellableOnline: false, needsPrescription: true, mayBePromoted: false },
};

export const isSellableOnline = (cls: DrugClass): boolean => DRUG_CLASS_RULES[cls].sellableOnline;
export const needsPrescriptionByClass = (cls: DrugClass): boolean => DRUG_CLASS_RULES[cls].needsPrescription;
export const mayBePromoted = (cls: DrugClass): boolean => DRUG_CLASS_RULES[cls].mayBePromoted;
/** The classes that may carry a promotion, in vocabulary order (for SQL `in` filters). */
export const PROMOTABLE_DRUG_CLASSES: readonly DrugClass[] = DRUG_CLASSES.filter(mayBePromoted);

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'best_selling'] as const;
export type ProductSort = (typeof SORTS)[number];
