import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import { findStockedProducts } from '../modules/catalog/index.ts';
import { type ChatPorts, type ChatService, registerChat } from '../modules/chat/index.ts';
import type { FilesService } from '../modules/files/index.ts';
import { findOrder, staffPharmacyOf } from '../modules/orders/index.ts';
import { findPharmacy } from '../modules/pharmacies/index.ts';
import type { PrescriptionsService } from '../modules/prescriptions/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter.ts';
import type { Realtime } from '../platform/realtime/realtime.ts';
import type { RouteRegistrar } from '../platform/routes.ts';

export interface ChatWiringDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  limiter: RateLimiter;
  realtime: Realtime;
  files: FilesService;
  prescriptions: PrescriptionsService;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The chat module vouches for a member reading a picture sent in their room (files/FileViewer). */
const FILES_VOUCHER = { vouchedBy: 'chat' } as const;

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Wires the chat module to what it reads of other modules (ADR 014): pharmacies and their staff, users'
 * names, orders, product and prescription cards, and the files behind pictures; and to the realtime
 * gateway, its identity tokens and presence.
 */
export function wireChat(define: RouteRegistrar, deps: ChatWiringDeps): ChatService {
  const ports: ChatPorts = {
    pharmacy: async (db, idOrSlug) => {
      const p = await findPharmacy(db, idOrSlug);
      return p ? { id: p.id, slug: p.slug, name: p.name, image_url: p.image_url } : undefined;
    },
    staffPharmacyOf: (db, userId) => staffPharmacyOf(db, userId),
    // The orders module owns pharmacy_staff and answers one user's pharmacy; the other direction is read here.
    staffOf: async (db, pharmacyId) => (await db.selectFrom('pharmacy_staff').select('user_id').where('pharmacy_id', '=', pharmacyId).execute()).map((r) => r.user_id),
    user: async (db, userId) => {
      const u = await findUserById(db, userId);
      return u ? { id: u.id, publicId: u.public_id, name: u.name, role: u.role } : undefined;
    },
    userByPublicId: async (db, publicId) => {
      const u = await db.selectFrom('users').select(['id', 'public_id', 'name', 'role']).where('public_id', '=', publicId).executeTakeFirst();
      return u ? { id: u.id, publicId: u.public_id, name: u.name, role: u.role } : undefined;
    },
    order: async (db, code) => {
      const o = await findOrder(db, code);
      return o ? { code: o.public_id, userId: o.user_id, pharmacyId: o.store_id } : undefined;
    },
    // Without a pharmacy (a doctor's room) no stock row matches pharmacy 0: the catalogue's own price.
    product: async (db, productId, pharmacyId) => {
      const [p] = await findStockedProducts(db, pharmacyId ?? 0, [productId]);
      return p ? { id: p.id, slug: p.slug, name: p.name, price: p.promo_price ?? p.price, image_url: p.image_url } : undefined;
    },
    prescription: async (customerUserId, publicId) => {
      try {
        const d = await deps.prescriptions.mine(customerUserId, publicId);
        return { id: d.id, status: d.status, created_at: d.created_at };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    describeFile: async (fileId, ownerUserId) => {
      try {
        return await deps.files.describe(fileId, { userId: ownerUserId });
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    signFile: async (fileId) => {
      try {
        return await deps.files.signedUrlFor(fileId, FILES_VOUCHER);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
  };
  const { realtime } = deps;
  return registerChat(define, {
    db: deps.db,
    clock: deps.clock,
    bus: deps.bus,
    realm: realtime.realm,
    presence: realtime.presence,
    limiter: deps.limiter,
    tokens: realtime.tokens,
    gateway: realtime.gateway,
    ports,
    log: deps.log,
  });
}
