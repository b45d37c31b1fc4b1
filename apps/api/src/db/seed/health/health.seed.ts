import { bmiOf, HEALTH_CONSENT_DOCUMENT, HEALTH_CONSENT_VERSION } from '@apotek/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.ts';

const DAY = 86_400_000;
const dateOf = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * Demo data of issue 14 (health): about four months of entries for the demo customer, who gave the
 * health-data consent first (docs/decisions/035-health-tracker.md). Safe to run again: nothing is added
 * when he already has entries.
 */
export async function seedHealthTracker(trx: Transaction<Database>, now: Date): Promise<void> {
  const budi = await trx.selectFrom('users').select('id').where('email', '=', 'budi@demo.apotek.id').executeTakeFirst();
  if (!budi) return;
  const existing = await trx.selectFrom('health_entries').select('id').where('user_id', '=', budi.id).limit(1).executeTakeFirst();
  if (existing) return;

  const start = new Date(now.getTime() - 120 * DAY);
  const at = (days: number) => new Date(start.getTime() + days * DAY);
  const consent = await trx.selectFrom('consents').select('id').where('user_id', '=', budi.id).where('document', '=', HEALTH_CONSENT_DOCUMENT as never).executeTakeFirst();
  if (!consent) {
    await trx
      .insertInto('consents')
      .values({ user_id: budi.id, document: HEALTH_CONSENT_DOCUMENT as never, version: HEALTH_CONSENT_VERSION, channel: 'web', ip: null, user_agent: 'seed', consented_at: at(-1).toISOString(), withdrawn_at: null })
      .execute();
  }

  type Row = { tracker: string; day: number; values: Record<string, number>; label?: string; dated?: boolean };
  const rows: Row[] = [];
  // BMI monthly: 170 cm, slowly from overweight towards normal.
  [79.5, 78.2, 76.8, 75.4, 74.1].forEach((weight, i) => rows.push({ tracker: 'bmi', day: i * 28, values: { height: 170, weight, bmi: bmiOf(170, weight) }, dated: false }));
  [79.5, 78.9, 78.2, 77.5, 76.8, 76.0, 75.4, 74.6, 74.1].forEach((weight, i) => rows.push({ tracker: 'weight', day: i * 14 + 1, values: { weight } }));
  [
    [142, 92, 84], [138, 90, 80], [136, 88, 82], [134, 86, 78], [131, 85, 76], [128, 84, 75], [126, 82, 74], [124, 80, 72],
  ].forEach(([systolic, diastolic, pulse], i) => rows.push({ tracker: 'blood_pressure', day: i * 15 + 2, values: { systolic: systolic!, diastolic: diastolic!, pulse: pulse! } }));
  [[112, 'fasting'], [168, 'after_meal'], [106, 'fasting'], [152, 'after_meal'], [101, 'fasting'], [97, 'fasting']].forEach(([glucose, kind], i) =>
    rows.push({ tracker: 'blood_sugar', day: i * 20 + 3, values: { glucose: glucose as number }, label: kind as string }),
  );
  rows.push({ tracker: 'cholesterol', day: 5, values: { total: 236, ldl: 152, hdl: 38, triglycerides: 188 } });
  rows.push({ tracker: 'cholesterol', day: 95, values: { total: 212, ldl: 131, hdl: 42, triglycerides: 160 } });
  [84, 80, 78, 76, 74, 72].forEach((bpm, i) => rows.push({ tracker: 'heart_rate', day: i * 21 + 4, values: { bpm } }));
  // Aisyah's fever over three days, twice a day.
  [38.6, 38.9, 38.2, 37.8, 37.2, 36.9].forEach((temperature, i) => rows.push({ tracker: 'child_temperature', day: 100 + Math.floor(i / 2), values: { temperature }, label: 'Aisyah' }));

  await trx
    .insertInto('health_entries')
    .values(
      rows.map((r) => ({
        user_id: budi.id,
        tracker: r.tracker,
        date: r.dated === false ? null : dateOf(at(r.day)),
        label: r.label ?? null,
        note: null,
        values: JSON.stringify(r.values),
        created_at: at(r.day).toISOString(),
      })),
    )
    .execute();
}
