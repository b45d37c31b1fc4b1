import { CUSTOMER_CARE } from '@apotek/contract';
import { z } from 'zod';
import { DEFAULT_PUSH_HOSTS } from './push-sender.ts';

export interface PushConfig {
  /** `live` posts to the browsers' push services; `sandbox` records what would be sent (tests, offline demos). */
  mode: 'live' | 'sandbox';
  /** From env when both are set; otherwise made on first start into DATA_DIR (vapid.ts). */
  keys: { publicKey: string; privateKey: string } | null;
  dataDir: string;
  /** The contact push services may reach the sender at (RFC 8292 `sub`): mailto: or https:. */
  subject: string;
  /** Hosts a subscription's endpoint may name (push-sender.ts). */
  hosts: readonly string[];
  /** True when the database is shared by several nodes but the keys come from one node's DATA_DIR. */
  keysPerNode: boolean;
}

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  WEB_PUSH: z.enum(['live', 'sandbox']).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  /** Comma-separated hosts (or *.suffix) to accept instead of the known push services. */
  WEB_PUSH_HOSTS: z.string().optional(),
});

/** Web push settings (ARCHITECTURE §2): only this function reads the env for them. */
export function pushConfigFromEnv(env: Record<string, string | undefined>, dataDir: string, sharedDatabase: boolean): PushConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid web push environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid web push environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const keys = e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null;
  const hosts = e.WEB_PUSH_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean);
  return {
    mode: e.WEB_PUSH ?? (e.NODE_ENV === 'test' ? 'sandbox' : 'live'),
    keys,
    dataDir,
    subject: e.VAPID_SUBJECT ?? `mailto:${CUSTOMER_CARE.email}`,
    hosts: hosts && hosts.length > 0 ? hosts : DEFAULT_PUSH_HOSTS,
    keysPerNode: sharedDatabase && !keys,
  };
}
