import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { PrescriptionDetail, PrescriptionSummary, prescriptionView } from '@apotek/contract/prescriptions';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
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
  };
}

/** The contract's detail as the page reads it; the staff reads (UU PDP) come from their own call. */
export function detailView(rx: PrescriptionDetail, views: PrescriptionViewEntry[]): RxDetail {
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
    prescribed_at: rx.date || null,
    notes: rx.notes || null,
    pharmacy: {
      id: rx.pharmacy.id,
      name: rx.pharmacy.name,
      slug: rx.pharmacy.slug,
    },
    pharmacist: rx.pharmacist,
    events: rx.timeline.map((e) => ({ status: e.to, at: e.at, note: e.note })),
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
  return { rx: detailView(rx.body.data, views.ok ? views.body.data : []) };
}
