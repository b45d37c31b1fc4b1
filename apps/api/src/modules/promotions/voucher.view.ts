import { apiMessage, formatDateTime, type Locale, type VoucherAvailability, type VoucherView } from '@apotek/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { PromotionRow } from './promos.repository.ts';
import type { Refusal, VoucherRules } from './voucher-rules.ts';
import type { ClaimRow, VoucherRow } from './vouchers.repository.ts';

function ids(json: string): number[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
}

/** The stored row as the rules read it (numbers from bigint-returning drivers made numbers). */
export function rulesOf(row: VoucherRow): VoucherRules {
  return {
    target: row.target,
    discount_type: row.discount_type,
    discount_value: Number(row.discount_value),
    max_discount: row.max_discount === null ? null : Number(row.max_discount),
    min_spend: Number(row.min_spend),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    quota_total: row.quota_total === null ? null : Number(row.quota_total),
    quota_used: Number(row.quota_used),
    per_user_limit: Number(row.per_user_limit),
    new_customers_only: Number(row.new_customers_only) === 1,
    store_ids: ids(row.store_ids),
    category_ids: ids(row.category_ids),
  };
}

export function availabilityOf(rules: VoucherRules, uses: number, now: number): VoucherAvailability {
  if (now < Date.parse(rules.valid_from)) return 'upcoming';
  if (now >= Date.parse(rules.valid_to)) return 'expired';
  if (uses >= rules.per_user_limit) return 'used_up';
  if (rules.quota_total !== null && rules.quota_used >= rules.quota_total) return 'sold_out';
  return 'available';
}

export function toVoucherView(row: VoucherRow, claim: ClaimRow | undefined, promotion: PromotionRow | undefined, locale: Locale, now: number): VoucherView {
  const rules = rulesOf(row);
  const uses = Number(claim?.uses ?? 0);
  return {
    id: row.id,
    code: row.code,
    title: locale === 'en' ? row.title_en : row.title_id,
    description: locale === 'en' ? row.description_en : row.description_id,
    target: rules.target,
    discount_type: rules.discount_type,
    discount_value: rules.discount_value,
    max_discount: rules.max_discount,
    min_spend: rules.min_spend,
    valid_from: rules.valid_from,
    valid_to: rules.valid_to,
    quota_left: rules.quota_total === null ? null : Math.max(0, rules.quota_total - rules.quota_used),
    per_user_limit: rules.per_user_limit,
    new_customers_only: rules.new_customers_only,
    store_ids: [...rules.store_ids],
    category_ids: [...rules.category_ids],
    promotion: promotion ? { slug: promotion.slug, title: locale === 'en' ? promotion.title_en : promotion.title_id } : null,
    collected: claim !== undefined,
    uses_left: Math.max(0, rules.per_user_limit - uses),
    availability: availabilityOf(rules, uses, now),
  };
}

function refusalVars(refusal: Refusal, locale: Locale): Record<string, string | number> | undefined {
  if (!refusal.vars) return undefined;
  return refusal.key === 'voucherNotStarted' ? { ...refusal.vars, date: formatDateTime(String(refusal.vars.date), locale) } : refusal.vars;
}

export function refusalText(refusal: Refusal, locale: Locale): string {
  return apiMessage(refusal.key, locale, refusalVars(refusal, locale));
}

export function refusalError(refusal: Refusal, locale: Locale): ApiError {
  const vars = refusalVars(refusal, locale);
  return new ApiError(refusal.status, refusal.key, vars ? { vars } : {});
}
