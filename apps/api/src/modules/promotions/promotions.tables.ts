import type { VoucherDiscountType, VoucherTarget } from '@apotek/contract';
import type { Generated } from 'kysely';

export interface PromotionsTable {
  id: Generated<number>;
  slug: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  body_id: string;
  body_en: string;
  /** A media URL, or null until a banner is stored. */
  banner_url: string | null;
  valid_from: string;
  valid_to: string;
  created_at: string;
  updated_at: string;
}

export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
  position: number;
}

export interface VouchersTable {
  id: Generated<number>;
  /** Upper case. */
  code: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  target: VoucherTarget;
  discount_type: VoucherDiscountType;
  /** A percentage (1–100) or rupiah. */
  discount_value: number;
  max_discount: number | null;
  min_spend: Generated<number>;
  valid_from: string;
  valid_to: string;
  /** Null: unlimited. */
  quota_total: number | null;
  quota_used: Generated<number>;
  per_user_limit: Generated<number>;
  new_customers_only: Generated<number>;
  /** JSON arrays of ids; '[]' means all. */
  store_ids: Generated<string>;
  category_ids: Generated<string>;
  is_public: Generated<number>;
  promotion_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface VoucherClaimsTable {
  voucher_id: number;
  user_id: number;
  /** Live redemptions: taken when applied to an order, given back when that order closes. */
  uses: Generated<number>;
  collected_at: string;
}

export interface VoucherRedemptionsTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  /** The order's public id. */
  order_ref: string;
  item_discount: number;
  shipping_discount_cap: number;
  status: 'held' | 'released';
  created_at: string;
  released_at: string | null;
}

export interface PromotionsTables {
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  vouchers: VouchersTable;
  voucher_claims: VoucherClaimsTable;
  voucher_redemptions: VoucherRedemptionsTable;
}
