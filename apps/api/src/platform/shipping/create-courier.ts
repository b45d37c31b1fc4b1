import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { type AnterAjaConfig, AnterAjaCourier } from './anteraja-courier.ts';
import type { Courier } from './courier.ts';
import { SandboxCourier, type SandboxCourierOptions } from './sandbox-courier.ts';

export interface ShippingConfig {
  /** Present when AnterAja keys are configured; the sandbox courier runs otherwise. */
  anteraja?: AnterAjaConfig;
}

/**
 * Reads the shipping settings from an environment record (config.ts passes its own, so adapters never
 * touch process.env). ANTERAJA_ACCESS_KEY_ID switches AnterAja on; the rest then becomes required,
 * because half a configuration would only fail later, at someone's checkout.
 */
export function shippingConfigFromEnv(env: Record<string, string | undefined>): ShippingConfig {
  const accessKeyId = env.ANTERAJA_ACCESS_KEY_ID?.trim();
  if (!accessKeyId) return {};
  const missing = ['ANTERAJA_SECRET_ACCESS_KEY', 'ANTERAJA_BASE_URL', 'ANTERAJA_BOOKING_PREFIX'].filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`ANTERAJA_ACCESS_KEY_ID is set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not`);
  const baseUrl = env.ANTERAJA_BASE_URL!.trim();
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('ANTERAJA_BASE_URL must be an http(s) URL');
  return {
    anteraja: {
      accessKeyId,
      secretAccessKey: env.ANTERAJA_SECRET_ACCESS_KEY!.trim(),
      baseUrl,
      bookingPrefix: env.ANTERAJA_BOOKING_PREFIX!.trim(),
    },
  };
}

export interface CreateCourierDeps {
  db: Kysely<Database>;
  clock: Clock;
  sandbox?: SandboxCourierOptions;
}

/** The sandbox by default (ARCHITECTURE §2), AnterAja when its keys are configured. */
export function createCourier(config: ShippingConfig, deps: CreateCourierDeps): Courier {
  if (config.anteraja) return new AnterAjaCourier(config.anteraja);
  return new SandboxCourier(deps.db, deps.clock, deps.sandbox);
}
