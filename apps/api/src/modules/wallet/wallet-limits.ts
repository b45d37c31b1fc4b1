import { z } from 'zod';

/**
 * Bank Indonesia's limits on server-based e-money (PBI 20/6/PBI/2018, Pasal 45–46; docs/decisions/028):
 * an unregistered account holds at most Rp 2.000.000, a registered one Rp 10.000.000, and at most
 * Rp 20.000.000 may come in per calendar month. Kept in config so a change of rule is a change of env.
 */
export interface WalletLimits {
  balanceCapUnverified: number;
  balanceCapVerified: number;
  monthlyIncomingCap: number;
  /** Smallest top-up the shop accepts. */
  minTopUp: number;
  /** Wrong PINs in a row before the wallet locks. */
  pinMaxAttempts: number;
  pinLockMinutes: number;
  /** How long a payment token (a passed PIN check) may pay. */
  paymentTokenSeconds: number;
}

const rupiah = z.coerce.number().int().min(1).max(1_000_000_000_000);
const envSchema = z.object({
  WALLET_BALANCE_CAP_UNVERIFIED: rupiah.default(2_000_000),
  WALLET_BALANCE_CAP_VERIFIED: rupiah.default(10_000_000),
  WALLET_MONTHLY_INCOMING_CAP: rupiah.default(20_000_000),
  WALLET_MIN_TOP_UP: rupiah.default(10_000),
  WALLET_PIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  WALLET_PIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  WALLET_PAYMENT_TOKEN_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
});

export function walletLimitsFromEnv(env: NodeJS.ProcessEnv): WalletLimits {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid wallet limits: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  return {
    balanceCapUnverified: e.WALLET_BALANCE_CAP_UNVERIFIED,
    balanceCapVerified: e.WALLET_BALANCE_CAP_VERIFIED,
    monthlyIncomingCap: e.WALLET_MONTHLY_INCOMING_CAP,
    minTopUp: e.WALLET_MIN_TOP_UP,
    pinMaxAttempts: e.WALLET_PIN_MAX_ATTEMPTS,
    pinLockMinutes: e.WALLET_PIN_LOCK_MINUTES,
    paymentTokenSeconds: e.WALLET_PAYMENT_TOKEN_SECONDS,
  };
}
