import { DRUG_CLASS_RULES, type DrugClass } from '@apotek/contract';

/** A pharmacy's per-order maximum of one product, by drug class (its `max_per_order_*` columns). */
export interface PurchaseLimits {
  bebas: number;
  bebas_terbatas: number;
  keras: number;
}

/** The most of one product of this class a single order may hold here; a class never sold online gets 0. */
export function maxPerOrder(limits: PurchaseLimits | undefined, drugClass: DrugClass): number {
  if (!limits || !DRUG_CLASS_RULES[drugClass].sellableOnline) return 0;
  return limits[drugClass as keyof PurchaseLimits];
}
