import {
  type BmiCalculated,
  bmiCategory,
  checkHealthEntry,
  HEALTH_CONSENT_VERSION,
  HEALTH_SOURCES,
  HEALTH_TRACKERS,
  type HealthConsentState,
  type HealthEntry,
  type HealthEntryBody,
  type HealthOverview,
  type HealthTrackerName,
  type HealthTrackerView,
  type Locale,
  normalWeightFor,
} from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { notFound } from '../../platform/api-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { consentRequired, HealthError } from './health.errors.ts';
import type { HealthConsentRecord, HealthPorts } from './health.ports.ts';
import { deleteHealthEntry, insertHealthAccess, insertHealthEntry, listHealthEntryRows } from './health.repository.ts';
import { toHealthEntry, trackerView } from './health.view.ts';

export interface CallerInfo {
  ip: string | null;
  userAgent: string | null;
  platform: string | null;
}

/** A doctor reads a patient's trackers only while the consultation is under way (the start form says so). */
const READABLE_STATUSES = new Set(['waiting', 'active']);

/** WIB (UTC+7): the date an Indonesian user calls today. */
function jakartaToday(now: Date): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

function consentState(row: HealthConsentRecord | undefined): HealthConsentState {
  return {
    given: row !== undefined && row.withdrawn_at === null,
    version: row?.version ?? HEALTH_CONSENT_VERSION,
    consented_at: row?.consented_at ?? null,
    withdrawn_at: row?.withdrawn_at ?? null,
  };
}

export interface HealthServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  ports: HealthPorts;
}

/** The health tracker (docs/decisions/035-health-tracker.md). */
export class HealthService {
  constructor(private readonly deps: HealthServiceDeps) {}

  private async consent(db: Executor, userId: number): Promise<HealthConsentState> {
    return consentState(await this.deps.ports.consent.latest(db, userId));
  }

  async overview(userId: number): Promise<HealthOverview> {
    const [consent, rows] = await Promise.all([this.consent(this.deps.db, userId), listHealthEntryRows(this.deps.db, userId)]);
    return { consent, trackers: HEALTH_TRACKERS.map((name) => trackerView(name, rows)) };
  }

  async byName(userId: number, name: HealthTrackerName): Promise<HealthTrackerView> {
    return trackerView(name, await listHealthEntryRows(this.deps.db, userId, name));
  }

  async bmi(userId: number) {
    const view = await this.byName(userId, 'bmi');
    const latest = view.entries.at(-1)?.values.bmi ?? null;
    return { ...view, bmi: latest, category: latest === null ? null : bmiCategory(latest) };
  }

  /** Computes without storing: the index, its category, the normal weight for the height, the source. */
  calculate(body: { height: unknown; weight: unknown }, locale: Locale): BmiCalculated {
    const checked = checkHealthEntry({ tracker: 'bmi', height: body.height as string, weight: body.weight as string }, locale, jakartaToday(this.deps.clock.now()));
    if ('errors' in checked) throw new HealthError(422, null, checked.errors);
    const { height, weight, bmi } = checked.entry.values as { height: number; weight: number; bmi: number };
    return { height, weight, bmi, category: bmiCategory(bmi), normal_weight: normalWeightFor(height), source: HEALTH_SOURCES.bmi };
  }

  /**
   * Records an entry: the values are checked first (nothing is stored on a refusal), then, in one
   * transaction, the consent is read and the entry written — a consent withdrawn a moment ago refuses it.
   */
  async add(userId: number, body: HealthEntryBody, locale: Locale): Promise<HealthEntry> {
    const now = this.deps.clock.now();
    const checked = checkHealthEntry(body, locale, jakartaToday(now));
    if ('errors' in checked) {
      // Without consent the page shows the consent card rather than field errors.
      if (!(await this.consent(this.deps.db, userId)).given) throw consentRequired();
      throw new HealthError(422, null, checked.errors);
    }
    const { entry } = checked;
    const row = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.consent(trx, userId)).given) throw consentRequired();
      return insertHealthEntry(trx, {
        user_id: userId,
        tracker: entry.tracker,
        date: entry.date,
        label: entry.label,
        note: entry.note,
        values: JSON.stringify(entry.values),
        created_at: now.toISOString(),
      });
    });
    return toHealthEntry(row)!;
  }

  async remove(userId: number, id: number): Promise<{ id: number }> {
    if (!(await deleteHealthEntry(this.deps.db, userId, id))) throw notFound();
    return { id };
  }

  /** The explicit consent, recorded once with its version (again only after a withdrawal). */
  async giveConsent(userId: number, caller: CallerInfo): Promise<HealthConsentState> {
    return this.deps.db.transaction().execute(async (trx) => {
      const current = await this.consent(trx, userId);
      if (current.given && current.version === HEALTH_CONSENT_VERSION) return current;
      await this.deps.ports.consent.record(trx, userId, {
        version: HEALTH_CONSENT_VERSION,
        channel: caller.platform ?? 'web',
        ip: caller.ip,
        userAgent: caller.userAgent?.slice(0, 256) ?? null,
        nowIso: this.deps.clock.now().toISOString(),
      });
      return this.consent(trx, userId);
    });
  }

  /**
   * The patient's trackers for the doctor of a consultation the patient started: only that doctor (anyone
   * else: 404, as ADR 029), only while it is under way, only when the patient shared their health data
   * for it and their health-data consent stands. Every read is logged, in the same transaction.
   */
  async forDoctor(user: AuthUser, consultationRef: string) {
    const { db, ports, clock } = this.deps;
    return db.transaction().execute(async (trx) => {
      const consultation = await ports.consultation(trx, consultationRef);
      if (!consultation || consultation.doctorUserId !== user.id) throw notFound();
      if (!READABLE_STATUSES.has(consultation.status)) throw new HealthError(403, 'notDuring', null, 'health_not_during');
      if (!consultation.shareHealthData) throw new HealthError(403, 'notShared', null, 'health_not_shared');
      if (!(await this.consent(trx, consultation.customerUserId)).given) throw new HealthError(403, 'noConsent', null, 'health_no_consent');
      await insertHealthAccess(trx, {
        patient_user_id: consultation.customerUserId,
        staff_user_id: user.id,
        staff_name: (await ports.userName(trx, user.id)) ?? user.publicId,
        staff_role: user.role,
        consultation_ref: consultationRef,
        accessed_at: clock.now().toISOString(),
      });
      const rows = await listHealthEntryRows(trx, consultation.customerUserId);
      return { consultation_id: consultationRef, patient_name: consultation.customerName, trackers: HEALTH_TRACKERS.map((name) => trackerView(name, rows)) };
    });
  }
}
