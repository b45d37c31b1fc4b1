import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { isEPrescription, type PrescriptionDetail, type PrescriptionSummary, type prescriptionView } from '@apotek/contract/prescriptions';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import type { PharmacyChoice } from './pharmacy-select';
import { loadPharmacyChoices } from './pharmacy-choices.server';
import { PRESCRIPTION_SLUG } from './prescription-pdf.server';
import { parseStatusFilter } from './prescription-status';
import type { RxDetail, RxListItem } from './prescription-view';

type PrescriptionViewEntry = z.infer<typeof prescriptionView>;

export const PER_PAGE = 10;

export function listItem(rx: PrescriptionSummary): RxListItem {
  return {
    id: rx.id,
    status: rx.status,
    created_at: rx.created_at,
    pharmacy_name: rx.pharmacy.name,
    patient_name: rx.patient.name,
    item_count: rx.item_count,
    valid_until: rx.valid_until,
    electronic: isEPrescription(rx),
  };
}

/**
 * The contract's detail as the page reads it; the staff reads (UU PDP) come from their own call, and the
 * pharmacies an e-prescription may move to (null when it may not move) from the pharmacies list.
 */
export function detailView(rx: PrescriptionDetail, views: PrescriptionViewEntry[], pharmacies: PharmacyChoice[] | null = null): RxDetail {
  return {
    id: rx.id,
    status: rx.status,
    created_at: rx.created_at,
    valid_until: rx.valid_until,
    patient: {
      relation: rx.patient.relation,
      name: rx.patient.name,
      age: rx.patient.age,
      weight_kg: rx.patient.weight_kg,
    },
    doctor_name: rx.doctor.name || null,
    doctor_sip: rx.doctor.sip,
    doctor_str: rx.doctor.str,
    consultation_id: rx.consultation_id,
    prescribed_at: rx.date || null,
    notes: rx.notes || null,
    pharmacy: {
      id: rx.pharmacy.id,
      name: rx.pharmacy.name,
      slug: rx.pharmacy.slug,
    },
    pharmacist: rx.pharmacist,
    events: rx.timeline.map((e) => ({ status: e.to, action: e.action, at: e.at, note: e.note })),
    items: rx.items.map((i) => ({
      id: i.id,
      product: {
        id: i.product.id,
        name: i.product.name,
        slug: i.product.slug,
        image_url: i.product.image_url,
      },
      quantity: i.quantity,
      redeemed: i.redeemed_quantity,
      remaining: i.remaining,
      unit_price: i.product.price,
      signa: i.signa,
    })),
    clarification: rx.clarification
      ? {
          question: rx.clarification.question,
          asked_at: rx.clarification.asked_at,
          answer: rx.clarification.answer,
        }
      : null,
    rejection_reason: rx.rejection_reason,
    files: rx.files.map((f) => ({
      id: f.id,
      name: f.name,
      mime: f.mime,
      url: f.url,
    })),
    views: views.map((v) => ({
      viewer: v.viewer_name,
      role: v.role,
      what: v.what,
      at: v.at,
    })),
    pharmacy_change: pharmacies && rx.next_actions.includes('relocate') ? { choices: pharmacies } : null,
  };
}

/** /prescription: one page of the customer's prescriptions under the status filter (?status=, ?page=). */
export async function loadPrescriptions(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const status = parseStatusFilter(params.get('status'));
  const page = pageParam(params);
  const result = await serverApi(request, context).call('prescriptions', {
    query: { page, perPage: PER_PAGE, ...(status === 'all' ? {} : { status }) },
  });
  if (!result.ok) failPageWithStatus(result);
  const body = result.body.data;
  return {
    status,
    prescriptions: body.data.map(listItem),
    page: body.page,
    lastPage: body.lastPage,
    total: body.total,
  };
}

/** One of the customer's prescriptions with who at the pharmacy has read it; another's or unknown is a 404. */
export async function loadPrescription(request: Request, context: AppLoadContext, id: string | undefined) {
  if (!id || !PRESCRIPTION_SLUG.test(id)) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [rx, views] = await Promise.all([api.call('prescription', { params: { id } }), api.call('prescriptionViews', { params: { id } })]);
  if (!rx.ok) failPageWithStatus(rx);
  // Only an e-prescription that may still move needs the list; without it the page simply offers no change.
  const choices = rx.body.data.next_actions.includes('relocate') ? await loadPharmacyChoices(api, request) : null;
  const pharmacies = choices && !('ok' in choices) ? choices.pharmacies.map((p) => ({ id: p.id, name: p.name, city: p.city })) : null;
  return { rx: detailView(rx.body.data, views.ok ? views.body.data : [], pharmacies) };
}
