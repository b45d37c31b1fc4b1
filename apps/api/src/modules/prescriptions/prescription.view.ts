import type {
  PrescriptionActor,
  PrescriptionDetail,
  PrescriptionEvent,
  PrescriptionItem,
  PrescriptionSummary,
  PrescriptionView,
  StoredFile,
} from '@apotek/contract';
import { nextActions } from './prescription-state.ts';
import type { CatalogProductInfo } from './prescriptions.ports.ts';
import type { PrescriptionEventRow, PrescriptionItemRow, PrescriptionRow, PrescriptionViewRow } from './prescriptions.repository.ts';

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

export function toSummary(
  row: PrescriptionRow,
  pharmacy: { id: number; slug: string; name: string },
  counts: { files: number; items: number },
  viewer: PrescriptionActor,
): PrescriptionSummary {
  return {
    id: row.public_id,
    status: row.status,
    patient: { relation: row.patient_relation, name: row.patient_name, age: row.patient_age, weight_kg: row.patient_weight_kg === null ? null : Number(row.patient_weight_kg) },
    doctor: { name: row.doctor_name, sip: row.doctor_sip, str: row.doctor_str },
    consultation_id: row.consultation_ref,
    date: row.prescribed_on,
    pharmacy,
    file_count: counts.files,
    item_count: counts.items,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    valid_until: row.valid_until,
    // Only an e-prescription may go to another pharmacy: a paper one was checked by this pharmacy's pharmacist.
    next_actions: nextActions(row.status, viewer).filter((a) => a !== 'relocate' || row.consultation_ref !== null),
  };
}

export function toItem(row: PrescriptionItemRow, product: CatalogProductInfo | undefined): PrescriptionItem {
  return {
    id: row.id,
    product: {
      id: row.product_id,
      slug: product?.slug ?? String(row.product_id),
      name: product?.name ?? row.product_name,
      price: product?.price ?? 0,
      drug_class: product?.drug_class ?? 'keras',
      image_url: product?.image_url ?? null,
    },
    quantity: row.quantity,
    redeemed_quantity: row.redeemed_quantity,
    remaining: row.quantity - row.redeemed_quantity,
    signa: row.signa,
  };
}

export function toEvent(row: PrescriptionEventRow): PrescriptionEvent {
  return {
    from: row.from_status,
    to: row.to_status,
    action: row.action,
    actor: row.actor,
    // Staff and doctors are named so the customer knows who decided; the customer and the shop itself need no name.
    actor_name: row.actor === 'pharmacist' || row.actor === 'doctor' ? row.actor_name : null,
    note: row.note,
    at: iso(row.created_at),
  };
}

export function toDetail(
  summary: PrescriptionSummary,
  row: PrescriptionRow,
  files: StoredFile[],
  items: PrescriptionItem[],
  events: PrescriptionEvent[],
): PrescriptionDetail {
  return {
    ...summary,
    notes: row.notes,
    files,
    items,
    pharmacist: row.pharmacist_name && row.pharmacist_sipa ? { name: row.pharmacist_name, sipa: row.pharmacist_sipa } : null,
    approved_at: isoOrNull(row.approved_at),
    rejection_reason: row.rejection_reason,
    clarification:
      row.clarification_question && row.clarification_asked_at
        ? {
            question: row.clarification_question,
            answer: row.clarification_answer,
            asked_at: iso(row.clarification_asked_at),
            answered_at: isoOrNull(row.clarification_answered_at),
          }
        : null,
    timeline: events,
  };
}

export function toView(row: PrescriptionViewRow): PrescriptionView {
  return { viewer_name: row.viewer_name, role: row.viewer_role, what: row.what, at: iso(row.created_at) };
}
