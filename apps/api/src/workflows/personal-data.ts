import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import { accountContact, accountPersonalData, type AccountsService, checkAccountPassword, ERASED_NAME, eraseAccountRows, withdrawConsentRows } from '../modules/accounts/index.ts';
import { addressesPersonalData, eraseAddresses } from '../modules/addresses/index.ts';
import { appointmentsPersonalData, eraseAppointmentNames } from '../modules/appointments/index.ts';
import { eraseCarts } from '../modules/cart/index.ts';
import { chatPersonalData, eraseChat } from '../modules/chat/index.ts';
import { consultationsPersonalData, eraseConsultationNames } from '../modules/consultations/index.ts';
import { eraseChatFiles, filesOf } from '../modules/files/index.ts';
import { eraseHealthData, listHealthAccess, listHealthEntries } from '../modules/health/index.ts';
import { eraseNotifications, notificationsPersonalData } from '../modules/notifications/index.ts';
import { eraseOrderIdentity, orderIdsOf, ordersPersonalData } from '../modules/orders/index.ts';
import { paymentsPersonalData } from '../modules/payments/index.ts';
import { prescriptionFileIdsOf, prescriptionsPersonalData, prescriptionViewsOf } from '../modules/prescriptions/index.ts';
import type { PersonalData, PersonalDataPorts } from '../modules/privacy/index.ts';

/** The health tracker's part (ADR 035): its entries, the log of staff who read them, and its erasure. */
export interface HealthPersonalData {
  entries(db: Executor, userId: number): Promise<unknown[]>;
  access(db: Executor, userId: number): Promise<Array<{ who: string; role: string; what: string; at: string }>>;
  erase(db: Executor, userId: number): Promise<void>;
}

const healthModule: HealthPersonalData = {
  entries: listHealthEntries,
  access: async (db, userId) =>
    (await listHealthAccess(db, userId)).map((a) => ({ who: a.staff_name, role: a.staff_role, what: `health data, consultation ${a.consultation_id}`, at: a.accessed_at })),
  erase: async (db, userId) => {
    await eraseHealthData(db, userId);
  },
};

export interface PersonalDataDeps {
  db: Kysely<Database>;
  accounts: Pick<AccountsService, 'onLogin'>;
  /** The health module's functions unless a test passes its own. */
  health?: HealthPersonalData;
}

/**
 * The privacy module's ports (ADR 014: a module never imports another), each module reading and erasing
 * only its own tables through its `*.erasure.ts`; what is kept for the record and for how long is in
 * docs/decisions/037-personal-data-rights.md.
 */
export function personalDataPorts(deps: PersonalDataDeps): PersonalDataPorts {
  const { db } = deps;
  const health = deps.health ?? healthModule;
  return {
    collect: async (userId): Promise<PersonalData> => {
      const account = await accountPersonalData(db, userId);
      const orderIds = await orderIdsOf(db, userId);
      const [addresses, orders, payments, prescriptions, consultations, appointments, chats, notifications, files, views] = await Promise.all([
        addressesPersonalData(db, userId),
        ordersPersonalData(db, userId),
        paymentsPersonalData(db, userId, orderIds),
        prescriptionsPersonalData(db, userId),
        consultationsPersonalData(db, userId),
        appointmentsPersonalData(db, userId),
        chatPersonalData(db, userId),
        notificationsPersonalData(db, userId),
        filesOf(db, userId),
        prescriptionViewsOf(db, userId),
      ]);
      const healthEntries = await health.entries(db, userId);
      const healthAccess = await health.access(db, userId);
      const staffAccess = [
        ...views.map((v) => ({ who: v.viewer_name, role: v.viewer_role, what: `prescription ${v.prescription_id}: ${v.what}`, at: v.created_at })),
        ...healthAccess,
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        sections: {
          profile: { ...account.profile, sessions: account.sessions },
          addresses,
          orders,
          payments,
          prescriptions,
          consultations,
          appointments,
          chats,
          health: healthEntries,
          consents: account.consents,
          notifications,
          files: files.map(({ storage_key: _k, ...f }) => f),
          'staff-access': staffAccess,
        },
        files: files.map((f) => ({ id: f.public_id, purpose: f.purpose, mime: f.mime, storageKey: f.storage_key })),
        summary: {
          name: account.profile?.name ?? '',
          email: account.profile?.email ?? '',
          phone: account.profile?.phone ?? '',
          memberSince: account.profile?.created_at ?? null,
          orders: orders.map((o) => ({ code: o.public_id, date: o.created_at, status: o.status, total: Number(o.total), store: o.store_name })),
          prescriptions: prescriptions.map((p) => ({ code: p.public_id, date: p.created_at, status: p.status, doctor: p.doctor_name })),
          consultations: consultations.map((c) => ({ code: c.public_id, date: c.created_at, status: c.status })),
          consents: account.consents.map((c) => ({ document: c.document, version: c.version, at: c.consented_at, withdrawnAt: c.withdrawn_at })),
          addresses: addresses.length,
          chats: chats.length,
          healthEntries: healthEntries.length,
          staffAccess,
        },
      };
    },
    contact: async (userId) => accountContact(db, userId),
    checkPassword: (userId, password) => checkAccountPassword(db, userId, password),
    consents: async (userId) =>
      (await accountPersonalData(db, userId)).consents
        .map(({ document, version, channel, consented_at, withdrawn_at }) => ({ document: document as string, version, channel, consented_at, withdrawn_at }))
        .reverse(),
    withdrawConsent: (userId, document, nowIso) => withdrawConsentRows(db, userId, document, nowIso),
    erase: async (trx, userId, nowIso) => {
      const keep = new Set(await prescriptionFileIdsOf(trx, userId));
      const objectKeys = await eraseChatFiles(trx, userId, keep);
      await eraseAddresses(trx, userId);
      await eraseCarts(trx, userId);
      await eraseNotifications(trx, userId);
      await eraseOrderIdentity(trx, userId, nowIso);
      await eraseChat(trx, userId, ERASED_NAME);
      await eraseConsultationNames(trx, userId, ERASED_NAME);
      await eraseAppointmentNames(trx, userId, ERASED_NAME);
      await health.erase(trx, userId);
      // Last: the row the others point at becomes a tombstone, and every session ends.
      const photoKeys = await eraseAccountRows(trx, userId, nowIso);
      return { objectKeys: [...objectKeys, ...photoKeys] };
    },
    onLogin: (hook) => deps.accounts.onLogin(hook),
  };
}
