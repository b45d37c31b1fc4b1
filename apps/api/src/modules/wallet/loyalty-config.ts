import { z } from 'zod';

/** The loyalty rules (docs/decisions/032-points-and-coins.md), from env so a change of rule is a change of config. */
export interface LoyaltyConfig {
  /** Rupiah paid per point earned when an order completes (1 point per Rp 1.000). */
  pointPerRupiah: number;
  /** Rupiah one point takes off at checkout. */
  pointValueRupiah: number;
  /** Months an earning lives before what is left of it lapses. */
  pointExpiryMonths: number;
  /** Rupiah one Koin Apotek takes off. */
  coinValueRupiah: number;
  /** Coins pay at most this share of an order's eligible subtotal. */
  coinMaxSharePercent: number;
  /** Months a grant of coins lives. */
  coinExpiryMonths: number;
  /** An employee's coins per Asia/Jakarta month; what is left lapses at the month's end. */
  employeeCoinMonthly: number;
  /** Rupiah one employee coin takes off. */
  employeeCoinValueRupiah: number;
}

const positive = z.coerce.number().int().min(1).max(1_000_000_000);
const envSchema = z.object({
  LOYALTY_POINT_PER_RUPIAH: positive.default(1000),
  LOYALTY_POINT_VALUE_RUPIAH: positive.default(1),
  LOYALTY_POINT_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  LOYALTY_COIN_VALUE_RUPIAH: positive.default(1),
  LOYALTY_COIN_MAX_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  LOYALTY_COIN_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  EMPLOYEE_COIN_MONTHLY: z.coerce.number().int().min(0).max(1_000_000_000).default(300_000),
  EMPLOYEE_COIN_VALUE_RUPIAH: positive.default(1),
});

export function loyaltyConfigFromEnv(env: NodeJS.ProcessEnv): LoyaltyConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid loyalty settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  return {
    pointPerRupiah: e.LOYALTY_POINT_PER_RUPIAH,
    pointValueRupiah: e.LOYALTY_POINT_VALUE_RUPIAH,
    pointExpiryMonths: e.LOYALTY_POINT_EXPIRY_MONTHS,
    coinValueRupiah: e.LOYALTY_COIN_VALUE_RUPIAH,
    coinMaxSharePercent: e.LOYALTY_COIN_MAX_SHARE_PERCENT,
    coinExpiryMonths: e.LOYALTY_COIN_EXPIRY_MONTHS,
    employeeCoinMonthly: e.EMPLOYEE_COIN_MONTHLY,
    employeeCoinValueRupiah: e.EMPLOYEE_COIN_VALUE_RUPIAH,
  };
}
