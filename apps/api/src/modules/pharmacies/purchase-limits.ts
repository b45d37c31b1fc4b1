/** A pharmacy's per-order maximum of one product, by drug class (its `max_per_order_*` columns). */
export interface PurchaseLimits {
  bebas: number;
  bebas_terbatas: number;
  keras: number;
}

export type DrugClassOf = keyof PurchaseLimits | 'dilarang_online';

/** The most of one product of this class a single order may hold here; a class never sold online gets 0. */
export function maxPerOrder(limits: PurchaseLimits | undefined, drugClass: DrugClassOf): number {
  if (!limits || drugClass === 'dilarang_online') return 0;
  return limits[drugClass];
}
