import { type ConsentDocumentName, HEALTH_CONSENT_DOCUMENT } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';
import type { HealthPorts } from './health.ports.ts';

/**
 * The functions of other modules the health ports are made of, handed in by app.ts (this module imports
 * no other; ADR 014): the accounts' consent records, the consultations' row, a user's name.
 */
export interface HealthPortSources {
  insertConsents(db: Executor, rows: Array<{ user_id: number; document: ConsentDocumentName; version: string; channel: string; ip: string | null; user_agent: string | null; consented_at: string; withdrawn_at: string | null }>): Promise<void>;
  listConsents(db: Executor, userId: number): Promise<Array<{ document: string; version: string; consented_at: string; withdrawn_at: string | null }>>;
  findConsultation(db: Executor, publicId: string): Promise<{ customer_user_id: number; customer_name: string; doctor_user_id: number; status: string; share_health_data: number } | undefined>;
  findUserById(db: Executor, id: number): Promise<{ name: string } | undefined>;
}

export function healthPorts(sources: HealthPortSources): HealthPorts {
  return {
    consent: {
      // listConsents answers newest first: the first health-data row is the one in force.
      latest: async (db, userId) => (await sources.listConsents(db, userId)).find((c) => c.document === HEALTH_CONSENT_DOCUMENT),
      record: (db, userId, c) =>
        sources.insertConsents(db, [
          {
            user_id: userId,
            document: HEALTH_CONSENT_DOCUMENT,
            version: c.version,
            channel: c.channel,
            ip: c.ip,
            user_agent: c.userAgent,
            consented_at: c.nowIso,
            withdrawn_at: null,
          },
        ]),
    },
    consultation: async (db, publicId) => {
      const row = await sources.findConsultation(db, publicId);
      return row && { customerUserId: row.customer_user_id, customerName: row.customer_name, doctorUserId: row.doctor_user_id, status: row.status, shareHealthData: Number(row.share_health_data) === 1 };
    },
    userName: async (db, id) => (await sources.findUserById(db, id))?.name,
  };
}
