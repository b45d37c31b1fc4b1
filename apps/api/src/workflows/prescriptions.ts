import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import { auditActor, recordAudit } from '../modules/audit/index.ts';
import { findStockedProducts } from '../modules/catalog/index.ts';
import type { FilesService } from '../modules/files/index.ts';
import { staffPharmacyOf } from '../modules/orders/index.ts';
import { findPharmacy, findPharmacyNames } from '../modules/pharmacies/index.ts';
import { type PrescriptionPorts, type PrescriptionsService, registerPrescriptions } from '../modules/prescriptions/index.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { RouteRegistrar } from '../platform/routes.ts';

export interface PrescriptionWiringDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  files: FilesService;
}

/**
 * Wires the prescriptions module to the modules it reads (ADR 014: a module never imports another): the
 * files behind a prescription, the catalogue's products, the pharmacy's legal header and its staff, the
 * accounts' names, and the console audit log its decisions write in their own transaction.
 */
export function wirePrescriptions(define: RouteRegistrar, deps: PrescriptionWiringDeps): PrescriptionsService {
  const ports: PrescriptionPorts = {
    files: deps.files,
    products: async (db, pharmacyId, productIds) =>
      (await findStockedProducts(db, pharmacyId, productIds)).map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        price: p.promo_price ?? p.price,
        drug_class: p.drug_class,
        image_url: p.image_url,
      })),
    pharmacy: async (db, pharmacyId) => {
      const p = await findPharmacy(db, pharmacyId);
      if (!p || p.id !== pharmacyId) return undefined;
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        legal_name: p.legal_name,
        licence_number: p.licence_number,
        pharmacist_name: p.pharmacist_name,
        sipa_number: p.sipa_number,
        address: p.address,
        city: p.city,
        province: p.province,
        postal_code: p.postal_code,
        phone: p.phone,
      };
    },
    pharmacyNames: (db, ids) => findPharmacyNames(db, ids),
    // An e-prescription without a chosen pharmacy (issue 12): where the customer last ordered, else the first one.
    defaultPharmacyFor: async (db, userId) => {
      const last = await db.selectFrom('orders').select('store_id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (last) return last.store_id;
      return (await db.selectFrom('pharmacies').select('id').orderBy('id').limit(1).executeTakeFirst())?.id;
    },
    staffPharmacyOf: (db, userId) => staffPharmacyOf(db, userId),
    userNames: async (db, userIds) => {
      const users = await Promise.all(userIds.map((id) => findUserById(db, id)));
      return new Map(users.flatMap((u) => (u ? [[u.id, u.name] as const] : [])));
    },
    recordDecision: (trx, d) =>
      recordAudit(trx, { ...auditActor(d.actor), action: d.action, entity: 'prescription', entityId: d.prescriptionId, before: d.before, after: d.after, at: d.at }),
  };
  return registerPrescriptions(define, { db: deps.db, clock: deps.clock, bus: deps.bus, jobs: deps.jobs, ports });
}
