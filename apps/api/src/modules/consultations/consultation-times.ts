import { CONSULTATION_DEFAULTS } from '@apotek/contract';
import { z } from 'zod';
import type { ConsultationTimes } from './consultations.service.ts';

const minutes = (fallback: number) => z.coerce.number().int().min(1).max(1440).default(fallback);
const envSchema = z.object({
  CONSULTATION_PAYMENT_MINUTES: minutes(CONSULTATION_DEFAULTS.paymentMinutes),
  CONSULTATION_ANSWER_MINUTES: minutes(CONSULTATION_DEFAULTS.answerMinutes),
  CONSULTATION_DURATION_MINUTES: minutes(CONSULTATION_DEFAULTS.durationMinutes),
  CONSULTATION_EXTENSION_MINUTES: minutes(CONSULTATION_DEFAULTS.extensionMinutes),
});

/** How long a consultation waits for payment and for the doctor, lasts, and may be extended (CONSULTATION_* env). */
export function consultationTimesFromEnv(env: NodeJS.ProcessEnv): ConsultationTimes {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid consultation times: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  return {
    paymentMinutes: e.CONSULTATION_PAYMENT_MINUTES,
    answerMinutes: e.CONSULTATION_ANSWER_MINUTES,
    durationMinutes: e.CONSULTATION_DURATION_MINUTES,
    extensionMinutes: e.CONSULTATION_EXTENSION_MINUTES,
  };
}
