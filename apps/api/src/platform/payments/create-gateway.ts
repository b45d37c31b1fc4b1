import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { MidtransGateway, MIDTRANS_PRODUCTION_URL, MIDTRANS_SANDBOX_URL } from './midtrans-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PaymentSandboxTables } from './payment-sandbox.tables.ts';
import type { QrisMerchant } from './qris.ts';
import { SandboxPaymentGateway } from './sandbox-gateway.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SandboxDeliveryOptions } from './sandbox-deliveries.ts';
import type { PaymentsLog } from './sandbox-webhooks.ts';

/**
 * Picks the payment provider (ARCHITECTURE §2): the built-in sandbox unless a Midtrans server key is
 * configured. Adapters take their settings as values; only paymentsConfigFromEnv reads an env object.
 */

export interface PaymentsConfig {
  midtrans?: { serverKey: string; baseUrl: string; qrisAcquirer: string; notificationUrl?: string };
  sandbox: { secret: string; webhookUrl?: string; delivery: SandboxDeliveryOptions };
  merchant: QrisMerchant;
}

const flag = z.enum(['true', 'false']).optional();
const count = z.coerce.number().int().min(0).optional();

const envSchema = z.object({
  MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
  MIDTRANS_IS_PRODUCTION: flag,
  /** Overrides the API host (the local fake, a proxy). */
  MIDTRANS_BASE_URL: z.string().url().optional(),
  MIDTRANS_QRIS_ACQUIRER: z.string().min(1).default('gopay'),
  MIDTRANS_NOTIFICATION_URL: z.string().url().optional(),
  /** Where the sandbox posts its webhooks; unset, the app attaches an in-process handler. */
  PAYMENT_SANDBOX_WEBHOOK_URL: z.string().url().optional(),
  PAYMENT_SANDBOX_LATENCY_MS: count,
  PAYMENT_SANDBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).optional(),
  PAYMENT_SANDBOX_FAIL_FIRST: count,
  PAYMENT_SANDBOX_DUPLICATES: count,
  PAYMENT_SANDBOX_OUT_OF_ORDER: flag,
  QRIS_MERCHANT_NAME: z.string().min(1).max(25).default('APOTEK SEHAT'),
  QRIS_MERCHANT_CITY: z.string().min(1).max(15).default('JAKARTA'),
  QRIS_MERCHANT_POSTAL_CODE: z.string().regex(/^\d{5}$/).default('10110'),
  QRIS_MERCHANT_PAN: z.string().regex(/^\d{16,19}$/).default('9360099900000000017'),
  QRIS_MERCHANT_ID: z.string().min(1).max(15).default('APT000000000001'),
  QRIS_NMID: z.string().regex(/^ID\d{10,13}$/).default('ID1020000000001'),
});

export function paymentsConfigFromEnv(env: Record<string, string | undefined>, appSecret: string): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid payments environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    ...(e.MIDTRANS_SERVER_KEY
      ? {
          midtrans: {
            serverKey: e.MIDTRANS_SERVER_KEY,
            baseUrl: e.MIDTRANS_BASE_URL ?? (e.MIDTRANS_IS_PRODUCTION === 'true' ? MIDTRANS_PRODUCTION_URL : MIDTRANS_SANDBOX_URL),
            qrisAcquirer: e.MIDTRANS_QRIS_ACQUIRER,
            ...(e.MIDTRANS_NOTIFICATION_URL ? { notificationUrl: e.MIDTRANS_NOTIFICATION_URL } : {}),
          },
        }
      : {}),
    sandbox: {
      // Derived rather than stored: every node sharing APP_SECRET signs and verifies alike, and the
      // webhook key is never the session secret itself.
      secret: createHmac('sha256', appSecret).update('apotek/payment-sandbox-webhook').digest('hex'),
      ...(e.PAYMENT_SANDBOX_WEBHOOK_URL ? { webhookUrl: e.PAYMENT_SANDBOX_WEBHOOK_URL } : {}),
      delivery: {
        ...(e.PAYMENT_SANDBOX_LATENCY_MS !== undefined ? { latencyMs: e.PAYMENT_SANDBOX_LATENCY_MS } : {}),
        ...(e.PAYMENT_SANDBOX_MAX_ATTEMPTS !== undefined ? { maxAttempts: e.PAYMENT_SANDBOX_MAX_ATTEMPTS } : {}),
        ...(e.PAYMENT_SANDBOX_FAIL_FIRST !== undefined ? { failFirstAttempts: e.PAYMENT_SANDBOX_FAIL_FIRST } : {}),
        ...(e.PAYMENT_SANDBOX_DUPLICATES !== undefined ? { duplicates: e.PAYMENT_SANDBOX_DUPLICATES } : {}),
        outOfOrder: e.PAYMENT_SANDBOX_OUT_OF_ORDER === 'true',
      },
    },
    merchant: {
      name: e.QRIS_MERCHANT_NAME,
      city: e.QRIS_MERCHANT_CITY,
      postalCode: e.QRIS_MERCHANT_POSTAL_CODE,
      pan: e.QRIS_MERCHANT_PAN,
      merchantId: e.QRIS_MERCHANT_ID,
      nmid: e.QRIS_NMID,
      mcc: '5912',
    },
  };
}

export interface Payments {
  gateway: PaymentGateway;
  /** The sandbox's own actions (pay, expire, resend) for the sandbox page; absent with a real provider. */
  sandbox: SandboxPaymentGateway | undefined;
}

export interface CreatePaymentsOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The app's job queue: the sandbox delivers its webhooks as jobs on it. */
  jobs: JobQueue;
  config: PaymentsConfig;
  log?: PaymentsLog;
  fetch?: typeof fetch;
}

export function createPaymentGateway(options: CreatePaymentsOptions): Payments {
  const { config } = options;
  if (config.midtrans) {
    const gateway = new MidtransGateway({
      ...config.midtrans,
      clock: options.clock,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    options.log?.info(`[payments] Midtrans at ${config.midtrans.baseUrl}`);
    return { gateway, sandbox: undefined };
  }
  const sandbox = new SandboxPaymentGateway({
    // withTables keeps this compiling whether or not Database lists the sandbox tables yet.
    db: options.db.withTables<PaymentSandboxTables>(),
    clock: options.clock,
    jobs: options.jobs,
    secret: config.sandbox.secret,
    merchant: config.merchant,
    delivery: { ...config.sandbox.delivery, ...(options.fetch ? { fetch: options.fetch } : {}) },
    ...(config.sandbox.webhookUrl ? { webhook: { url: config.sandbox.webhookUrl } } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  options.log?.info('[payments] built-in sandbox');
  return { gateway: sandbox, sandbox };
}
