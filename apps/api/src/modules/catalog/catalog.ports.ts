import type { Executor } from '../../db/database.ts';
import type { DrugClass } from '@apotek/contract';

/**
 * The most of a product of this class one order may hold at a pharmacy. The setting belongs to the
 * pharmacies module; it is implemented at wiring time (workflows/cart-catalog.ts) so this module never
 * imports another.
 */
export type OrderLimit = (db: Executor, storeId: number, drugClass: DrugClass) => Promise<number>;
