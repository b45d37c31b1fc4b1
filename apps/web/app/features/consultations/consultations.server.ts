import { randomUUID } from 'node:crypto';
import { data, type AppLoadContext } from 'react-router';
import { idOrSlug } from '@apotek/contract/catalog';
import { CONSULTATION_ID_PATTERN, type Consultation } from '@apotek/contract/consultations';
import { PRESCRIPTION_CHILD_AGE } from '@apotek/contract/prescriptions';
import type { ApiClient } from '~/lib/api';
import { failPage, failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { currentUser, serverApi } from '~/lib/session.server';
import { shopperPlace, storeIdFromCookie } from '~/lib/store-cookie';
import { parseTab } from './consultation-tabs';
import { stageOf } from './consultation-stage';
import type { WalletOption } from './consultation-types';

export const LIST_PAGE_SIZE = 10;


/**
 * /doctor/consultation is three pages by its query (SPEC §2 names only the one route):
 * - `?id=KNS-…`: one consultation (its pay step while unpaid, then its state, review, e-prescriptions);
 * - `?doctor={slug}`: the start form for that doctor ("Chat sekarang" on the profile);
 * - otherwise the customer's consultations under a tab (`?tab=`, `?page=`).
 */
export async function loadConsultationsPage(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const api = serverApi(request, context);
  const id = params.get('id');
  if (id !== null) return { view: 'detail' as const, ...(await loadDetail(api, id)) };
  const doctor = params.get('doctor');
  if (doctor !== null) return { view: 'start' as const, ...(await loadStart(request, context, api, doctor)) };
  return { view: 'list' as const, ...(await loadList(request, api, params)) };
}

/**
 * One tab of the list, through GET /api/consultation/all (SPEC §7: nested `filter[room_status]`, page
 * from 1). The request carries the navigation's signal: a tab clicked before the last one answered
 * cancels the earlier read.
 */
async function loadList(request: Request, api: ApiClient, params: URLSearchParams) {
  const tab = parseTab(params.get('tab'));
  const page = pageParam(params);
  const result = await api.call('consultationsAll', { query: { page, perPage: LIST_PAGE_SIZE, filter: { room_status: tab } }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  return { tab, consultations: result.body.data.data, page: result.body.data.meta.page, lastPage: result.body.data.meta.lastPage };
}

async function loadDetail(api: ApiClient, id: string) {
  if (!CONSULTATION_ID_PATTERN.test(id)) throw data(null, { status: 404 });
  const result = await api.call('consultation', { params: { id } });
  if (!result.ok) failPageWithStatus(result);
  const consultation = result.body.data;
  const paying = consultation.can.pay && consultation.status === 'awaiting_payment';
  return {
    consultation,
    wallet: paying ? await walletOption(api) : null,
    // The wallet's double-tap guard (purchase's client_key): one per page shown.
    clientKey: paying ? randomUUID() : null,
    stage: stageOf(consultation),
  };
}

/** The wallet is offered only once it is active; an account without one (or an unreachable wallet) pays by QRIS or VA. */
async function walletOption(api: ApiClient): Promise<WalletOption | null> {
  const result = await api.call('walletBalance');
  return result.ok && result.body.data.status === 'active' ? { balance: result.body.data.balance } : null;
}

async function loadStart(request: Request, context: AppLoadContext, api: ApiClient, slug: string) {
  if (!idOrSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const cookie = request.headers.get('cookie');
  const place = shopperPlace(cookie);
  const chosen = storeIdFromCookie(cookie);
  const [doctor, user, unpaid, running, pharmacies, nearest] = await Promise.all([
    api.call('doctor', { params: { id: slug } }),
    currentUser(request, context),
    api.call('consultations', { query: { room_status: 'pending', perPage: 50 } }),
    api.call('consultations', { query: { room_status: 'active', perPage: 50 } }),
    api.call('pharmacies', { query: { page: 1, perPage: 100, ...('lat' in place ? { lat: place.lat, lng: place.lng } : {}) } }),
    chosen === null ? api.call('nearestPharmacies', { query: { limit: 1, radius_km: 2000, ...place } }) : null,
  ]);
  if (!doctor.ok) failPage(doctor);
  const d = doctor.body.data;
  // One still open with this doctor is offered instead of paying twice; a list failing only hides the hint.
  const open = [running, unpaid].flatMap((r) => (r.ok ? r.body.data.data : []));
  const ongoing: Consultation | null = open.find((c) => c.doctor.id === d.id) ?? null;
  // Where an e-prescription would be served: the pharmacy chosen on /pharmacy, else the nearest; optional.
  const list = pharmacies.ok ? pharmacies.body.data.data : [];
  const wanted = chosen ?? (nearest?.ok ? (nearest.body.data[0]?.id ?? null) : null);
  const defaultPharmacyId = wanted !== null && list.some((p) => p.id === wanted) ? wanted : null;
  return { doctor: d, userName: user?.Cust_Name ?? '', childAge: PRESCRIPTION_CHILD_AGE, ongoing, pharmacies: list, defaultPharmacyId };
}

/**
 * The consultation of a doctor chat room (room.consultation_id), for the chat page's strip; null when
 * the room has none or it cannot be read (the chat itself still works).
 */
export async function loadRoomConsultation(request: Request, context: AppLoadContext, consultationId: string | null): Promise<Consultation | null> {
  if (!consultationId || !CONSULTATION_ID_PATTERN.test(consultationId)) return null;
  const result = await serverApi(request, context).call('consultation', { params: { id: consultationId } });
  return result.ok ? result.body.data : null;
}
