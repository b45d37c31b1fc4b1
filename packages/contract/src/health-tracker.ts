import { z } from 'zod';
import { envelope } from './envelope.ts';
import { BLOOD_SUGAR_KINDS, BMI_CATEGORIES, HEALTH_TRACKERS } from './health-tracker-rules.ts';

export * from './health-tracker-rules.ts';

/**
 * The health tracker's calls (issue 14; SPEC §7 "Health tracking"; docs/decisions/035-health-tracker.md).
 * The trackers, their checks, ranges and sources are in health-tracker-rules.ts (no zod: the pages use it).
 */

export const healthTrackerName = z.enum(HEALTH_TRACKERS);
export const bloodSugarKind = z.enum(BLOOD_SUGAR_KINDS);

/** A number as typed: `70.5` or `70,5` (Indonesian), or a JSON number. */
export const healthNumber = z.union([z.number(), z.string().trim().max(20)]);

/** The body of an entry: the tracker, its date (not BMI's), and its fields by name. */
export const healthEntryBody = z.object({
  tracker: healthTrackerName,
  date: z.string().trim().max(20).optional().nullable(),
  kind: z.string().trim().max(20).optional().nullable(),
  child_name: z.string().max(200).optional().nullable(),
  note: z.string().trim().max(300).optional().nullable(),
  height: healthNumber.optional().nullable(),
  weight: healthNumber.optional().nullable(),
  systolic: healthNumber.optional().nullable(),
  diastolic: healthNumber.optional().nullable(),
  pulse: healthNumber.optional().nullable(),
  glucose: healthNumber.optional().nullable(),
  total: healthNumber.optional().nullable(),
  ldl: healthNumber.optional().nullable(),
  hdl: healthNumber.optional().nullable(),
  triglycerides: healthNumber.optional().nullable(),
  bpm: healthNumber.optional().nullable(),
  temperature: healthNumber.optional().nullable(),
});
export type HealthEntryBody = z.infer<typeof healthEntryBody>;

/** POST /api/bmi and /api/bmi/calculator. */
export const bmiBody = z.object({ height: healthNumber, weight: healthNumber });

// --- Responses ---------------------------------------------------------------------------------------

export const healthEntry = z.object({
  id: z.number().int(),
  tracker: healthTrackerName,
  /** YYYY-MM-DD for the trackers other than BMI; null when not given (sorted as 1970-01-01). */
  date: z.string().nullable(),
  created_at: z.string(),
  /** Blood sugar: fasting/after_meal/random; child temperature: the child's name. */
  label: z.string().nullable(),
  note: z.string().nullable(),
  values: z.record(z.string(), z.number()),
  /** BMI only. */
  category: z.enum(BMI_CATEGORIES).optional(),
});
export type HealthEntry = z.infer<typeof healthEntry>;

export const healthConsentState = z.object({
  given: z.boolean(),
  version: z.string(),
  consented_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
});
export type HealthConsentState = z.infer<typeof healthConsentState>;

export const healthTrackerView = z.object({
  name: healthTrackerName,
  entries: z.array(healthEntry),
  source: z.string(),
});
export type HealthTrackerView = z.infer<typeof healthTrackerView>;

export const healthOverview = z.object({
  consent: healthConsentState,
  trackers: z.array(healthTrackerView),
});
export type HealthOverview = z.infer<typeof healthOverview>;
export const healthOverviewResponse = envelope(healthOverview);

export const healthByNameQuery = z.object({ name: healthTrackerName });
export const healthTrackerResponse = envelope(healthTrackerView);

/** GET /api/bmi: the BMI entries plus the latest index (SPEC §3 "bmi number"). */
export const bmiQuery = z.object({ name: z.literal('bmi').optional() });
export const bmiTrackerResponse = envelope(
  healthTrackerView.extend({ bmi: z.number().nullable(), category: z.enum(BMI_CATEGORIES).nullable() }),
);

export const bmiCalculated = z.object({
  height: z.number(),
  weight: z.number(),
  bmi: z.number(),
  category: z.enum(BMI_CATEGORIES),
  normal_weight: z.object({ low: z.number(), high: z.number() }),
  source: z.string(),
});
export type BmiCalculated = z.infer<typeof bmiCalculated>;
export const bmiCalculatorResponse = envelope(z.object({ calculated: bmiCalculated }));

export const healthEntryResponse = envelope(healthEntry);
export const healthEntryIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const healthDeleteResponse = envelope(z.object({ id: z.number().int() }));

/** The explicit consent: `true` (JSON) or '1' (a ticked form box). */
export const healthConsentBody = z.object({ consent: z.unknown().refine((v) => v === true || v === '1' || v === 'true', { params: { rule: 'consent' } }) });
export const healthConsentResponse = envelope(healthConsentState);

/** GET /api/consultation/{id}/health: the patient's trackers for the consultation's doctor. */
export const consultationHealthResponse = envelope(
  z.object({
    consultation_id: z.string(),
    patient_name: z.string(),
    trackers: z.array(healthTrackerView),
  }),
);

