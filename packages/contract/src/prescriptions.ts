import { z } from 'zod';
import { role } from './auth.ts';
import { type DrugClass, drugClass, isSellableOnline, needsPrescriptionByClass } from './catalog.ts';
import { envelope, page, pagingQuery } from './envelope.ts';
import { storedFile } from './files.ts';

/**
 * Prescriptions (SPEC §7 Prescriptions, issue 10; docs/decisions/022-prescriptions.md).
 *
 * A customer uploads photos or a PDF of a paper prescription (files module), names the patient, the doctor
 * and the pharmacy that should serve it. That pharmacy's pharmacist takes it into review, then approves it
 * (matching each prescribed item to a catalogue product, quantity and signa, under their name and SIPA),
 * rejects it with a reason, or asks the customer a question. An approved prescription is redeemed by paid
 * orders (partly, then fully) and expires at `valid_until`.
 */
export const PRESCRIPTION_STATUSES = [
  'submitted',
  'in_review',
  'needs_clarification',
  'approved',
  'partly_redeemed',
  'redeemed',
  'rejected',
  'expired',
] as const;
export const prescriptionStatus = z.enum(PRESCRIPTION_STATUSES);
export type PrescriptionStatus = z.infer<typeof prescriptionStatus>;

/**
 * Who makes a move: `customer` the prescription's owner, `pharmacist` staff with `prescriptions:verify`
 * at the prescription's pharmacy (or an admin), `system` the shop itself (payments, the expiry job),
 * `doctor` the doctor who wrote an e-prescription in a consultation (issue 12: it is born approved).
 */
export const PRESCRIPTION_ACTORS = ['customer', 'pharmacist', 'system', 'doctor'] as const;
export type PrescriptionActor = (typeof PRESCRIPTION_ACTORS)[number];

/**
 * The named moves; the console and the API speak of these, the table below says where each may go.
 * `relocate` keeps the status: the customer sends an e-prescription to another pharmacy (issue 12).
 */
export const PRESCRIPTION_ACTIONS = ['review', 'approve', 'reject', 'clarify', 'answer', 'redeem', 'release', 'expire', 'relocate'] as const;
export type PrescriptionAction = (typeof PRESCRIPTION_ACTIONS)[number];

export interface PrescriptionMove {
  from: PrescriptionStatus;
  to: PrescriptionStatus;
  action: PrescriptionAction;
  by: PrescriptionActor;
}

/**
 * The table of allowed moves: the only way a prescription changes state (the API's prescription-state.ts
 * reads it; an illegal move answers 409). `redeem` and `release` are the payments' side (an order paid
 * consumes quantities; a paid order refunded or cancelled gives them back, while still valid). A doctor's
 * e-prescription is written approved (no move: its timeline starts there); only it may be `relocate`d,
 * and only while nothing of it is bought or held (the API checks both).
 */
export const PRESCRIPTION_MOVES: readonly PrescriptionMove[] = [
  { from: 'submitted', to: 'in_review', action: 'review', by: 'pharmacist' },
  { from: 'in_review', to: 'approved', action: 'approve', by: 'pharmacist' },
  { from: 'in_review', to: 'rejected', action: 'reject', by: 'pharmacist' },
  { from: 'in_review', to: 'needs_clarification', action: 'clarify', by: 'pharmacist' },
  { from: 'needs_clarification', to: 'in_review', action: 'answer', by: 'customer' },
  { from: 'approved', to: 'partly_redeemed', action: 'redeem', by: 'system' },
  { from: 'approved', to: 'redeemed', action: 'redeem', by: 'system' },
  { from: 'partly_redeemed', to: 'partly_redeemed', action: 'redeem', by: 'system' },
  { from: 'partly_redeemed', to: 'redeemed', action: 'redeem', by: 'system' },
  { from: 'partly_redeemed', to: 'approved', action: 'release', by: 'system' },
  { from: 'partly_redeemed', to: 'partly_redeemed', action: 'release', by: 'system' },
  { from: 'redeemed', to: 'partly_redeemed', action: 'release', by: 'system' },
  { from: 'redeemed', to: 'approved', action: 'release', by: 'system' },
  { from: 'approved', to: 'expired', action: 'expire', by: 'system' },
  { from: 'partly_redeemed', to: 'expired', action: 'expire', by: 'system' },
  { from: 'approved', to: 'approved', action: 'relocate', by: 'customer' },
];

export function prescriptionMovesFrom(status: PrescriptionStatus): PrescriptionMove[] {
  return PRESCRIPTION_MOVES.filter((m) => m.from === status);
}

/** Statuses whose remaining quantities may be put in a cart and bought. */
export const REDEEMABLE_PRESCRIPTION_STATUSES: readonly PrescriptionStatus[] = ['approved', 'partly_redeemed'];
/** Statuses waiting for the pharmacist (the console queue's default). */
export const OPEN_PRESCRIPTION_STATUSES: readonly PrescriptionStatus[] = ['submitted', 'in_review'];
/** Statuses nothing moves out of. */
export const FINAL_PRESCRIPTION_STATUSES: readonly PrescriptionStatus[] = ['rejected', 'expired'];

/**
 * Validity (ADR 022). Indonesian law sets no single number of days for an obat keras prescription; the
 * apoteker judges it (Permenkes 73/2016, Standar Pelayanan Kefarmasian di Apotek). When the pharmacist sets
 * none, an approval is valid for 30 days (one month's course, the common practice); they may set up to
 * 180 days for a long-term therapy, never in the past.
 */
export const PRESCRIPTION_DEFAULT_VALIDITY_DAYS = 30;
export const PRESCRIPTION_MAX_VALIDITY_DAYS = 180;
/** Under this age the patient is a child and their weight (for the dose) is required. */
export const PRESCRIPTION_CHILD_AGE = 12;
/** Most files per prescription (the files module's prescription preset allows the same). */
export const PRESCRIPTION_MAX_FILES = 5;
export const PRESCRIPTION_MAX_ITEMS = 30;

/** Public ids are unguessable codes (ARCHITECTURE §3), e.g. RX-7K3M9Q2XH4; the web's /prescription/{slug}. */
export const PRESCRIPTION_ID_PATTERN = /^RX-[0-9A-Z]{10}$/;
/** Loose on purpose: an id of the wrong shape is as unknown as any other (404), not a validation error. */
export const prescriptionIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const PATIENT_RELATIONS = ['self', 'family'] as const;
export const patientRelation = z.enum(PATIENT_RELATIONS);

const text = (max: number) => z.string().trim().max(max);

export const prescriptionPatient = z.object({
  relation: patientRelation,
  name: text(120).min(1),
  age: z.coerce.number().int().min(0).max(130),
  /** Required for a child (under PRESCRIPTION_CHILD_AGE); null otherwise unless given. */
  weight_kg: z.coerce.number().min(0.5).max(400).nullable(),
});
export type PrescriptionPatient = z.infer<typeof prescriptionPatient>;

export const prescriptionDoctor = z.object({
  name: text(120).min(1),
  /** Surat Izin Praktik of the prescribing doctor, as printed on the paper; the pharmacist checks it. */
  sip: text(60).nullable(),
});
export type PrescriptionDoctor = z.infer<typeof prescriptionDoctor>;

/**
 * POST /api/prescriptions. The API also checks what needs its data or clock: the files are the caller's
 * prescription uploads, the date is not in the future, a child's weight is given, the pharmacy exists.
 */
export const createPrescriptionBody = z.object({
  file_ids: z.array(z.string().min(1).max(64)).min(1).max(PRESCRIPTION_MAX_FILES),
  patient: prescriptionPatient.extend({ weight_kg: prescriptionPatient.shape.weight_kg.optional().default(null) }),
  doctor: prescriptionDoctor.extend({ sip: prescriptionDoctor.shape.sip.optional().default(null) }),
  /** The date written on the prescription (YYYY-MM-DD, Asia/Jakarta). */
  date: z.iso.date(),
  notes: text(500).default(''),
  pharmacy_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type CreatePrescriptionBody = z.infer<typeof createPrescriptionBody>;

export const prescriptionPharmacy = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** An approved item: a catalogue product, how many the doctor prescribed, how many were bought. */
export const prescriptionItem = z.object({
  /** Use this id in add-to-cart. */
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: z.number().int(),
    drug_class: drugClass,
    image_url: z.string().nullable(),
  }),
  quantity: z.number().int(),
  redeemed_quantity: z.number().int(),
  remaining: z.number().int(),
  /** Dosage instructions as the pharmacist wrote them (e.g. "3 x 1 tablet sesudah makan"). */
  signa: z.string(),
});
export type PrescriptionItem = z.infer<typeof prescriptionItem>;

/**
 * One line of the timeline: a status move with who made it. From null is the start: submitted by the
 * customer, or written approved by a doctor (an e-prescription).
 */
export const prescriptionEvent = z.object({
  from: prescriptionStatus.nullable(),
  to: prescriptionStatus,
  action: z.enum(PRESCRIPTION_ACTIONS).nullable(),
  actor: z.enum(PRESCRIPTION_ACTORS),
  /** The staff member's or the doctor's name; null for the customer and the system. */
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type PrescriptionEvent = z.infer<typeof prescriptionEvent>;

export const prescriptionSummary = z.object({
  id: z.string(),
  status: prescriptionStatus,
  patient: prescriptionPatient,
  /** `str`: the doctor's Surat Tanda Registrasi, on an e-prescription only (the paper shows a SIP). */
  doctor: prescriptionDoctor.extend({ str: z.string().nullable() }),
  /** The consultation (KNS-…) an e-prescription was written in; null for an uploaded paper prescription. */
  consultation_id: z.string().nullable(),
  date: z.string(),
  pharmacy: prescriptionPharmacy,
  file_count: z.number().int(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last day (YYYY-MM-DD, Asia/Jakarta) it may be redeemed; null until approved. */
  valid_until: z.string().nullable(),
  /** Where the caller may move it next (the console's buttons), from the move table. */
  next_actions: z.array(z.enum(PRESCRIPTION_ACTIONS)),
});
export type PrescriptionSummary = z.infer<typeof prescriptionSummary>;

export const prescriptionDetail = prescriptionSummary.extend({
  notes: z.string(),
  /** The uploaded files with short-lived signed URLs (files module). */
  files: z.array(storedFile),
  items: z.array(prescriptionItem),
  /** Who approved it, as on the salinan resep; null before approval. */
  pharmacist: z.object({ name: z.string(), sipa: z.string() }).nullable(),
  approved_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  clarification: z.object({ question: z.string(), answer: z.string().nullable(), asked_at: z.string(), answered_at: z.string().nullable() }).nullable(),
  timeline: z.array(prescriptionEvent),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetail>;

const statusList = z
  .string()
  .max(200)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(prescriptionStatus).max(PRESCRIPTION_STATUSES.length));

/** GET /api/prescriptions: the customer's own, newest first; `status` is one or a comma list. */
export const prescriptionsQuery = pagingQuery.extend({ status: statusList.optional() });
export const prescriptionsResponse = envelope(page(prescriptionSummary));
export const prescriptionResponse = envelope(prescriptionDetail);
export const createPrescriptionResponse = envelope(prescriptionDetail);

/** POST /api/prescriptions/{id}/clarification: the customer's answer; review resumes. */
export const clarificationAnswerBody = z.object({ answer: text(1000).min(1) });

/** GET /api/prescriptions/{id}/views: which staff read it and when (UU PDP 27/2022), newest first. */
export const PRESCRIPTION_VIEW_KINDS = ['detail', 'pdf'] as const;
export type PrescriptionViewKind = (typeof PRESCRIPTION_VIEW_KINDS)[number];
export const prescriptionView = z.object({ viewer_name: z.string(), role, what: z.enum(PRESCRIPTION_VIEW_KINDS), at: z.string() });
export type PrescriptionView = z.infer<typeof prescriptionView>;
export const prescriptionViewsResponse = envelope(z.array(prescriptionView));

/**
 * POST /api/prescriptions/{id}/pharmacy: the customer sends an e-prescription to another pharmacy while
 * nothing of it is bought or held. A paper prescription stays with the pharmacy whose pharmacist checked it.
 */
export const prescriptionPharmacyBody = z.object({ pharmacy_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An e-prescription: written by a doctor in a consultation, rather than uploaded on paper. */
export function isEPrescription(rx: Pick<PrescriptionSummary, 'consultation_id'>): boolean {
  return rx.consultation_id !== null;
}

/**
 * What the doctor's e-prescription writer says beside a product (issue 12, from DRUG_CLASS_RULES):
 * `not_online` cannot be prescribed here at all (the API refuses it), `needs_prescription` is why the
 * prescription is needed (obat keras: it can be bought only through it), null is over the counter.
 */
export type PrescribingNotice = 'not_online' | 'needs_prescription' | null;
export function prescribingNotice(cls: DrugClass): PrescribingNotice {
  if (!isSellableOnline(cls)) return 'not_online';
  return needsPrescriptionByClass(cls) ? 'needs_prescription' : null;
}

/** GET /api/prescriptions/pdf/{id} answers the PDF itself (application/pdf): the pharmacy's salinan resep. */
export const prescriptionPdf = z.string().describe('application/pdf');

/**
 * POST /api/prescriptions/{id}/add-to-cart (workflow; issue 10): the remaining quantities of the chosen
 * items (or all remaining when `items` is absent) go into the cart at the prescription's pharmacy.
 */
export const prescriptionAddToCartBody = z.object({
  items: z
    .array(z.object({ item_id: z.coerce.number().int().min(1), quantity: z.coerce.number().int().min(1).max(999) }))
    .min(1)
    .max(PRESCRIPTION_MAX_ITEMS)
    .optional(),
});
export const prescriptionAddToCartResponse = envelope(
  z.object({ store_id: z.number().int(), added: z.array(z.object({ item_id: z.number().int(), product_id: z.number().int(), quantity: z.number().int() })) }),
);

// ---- The pharmacist's console -------------------------------------------------------------------

/** GET /api/console/prescriptions: the pharmacist's pharmacy's prescriptions, oldest first; default the open ones. */
export const consolePrescriptionsQuery = pagingQuery.extend({ status: statusList.optional() });
export const consolePrescriptionSummary = prescriptionSummary.extend({
  customer_name: z.string(),
  /** Seconds since it was submitted (or last answered), on the API's clock: the queue's waiting badge. */
  waiting_seconds: z.number().int(),
});
export type ConsolePrescriptionSummary = z.infer<typeof consolePrescriptionSummary>;
export const consolePrescriptionsResponse = envelope(page(consolePrescriptionSummary));
export const consolePrescriptionDetail = prescriptionDetail.extend({ customer_name: z.string(), waiting_seconds: z.number().int() });
export type ConsolePrescriptionDetail = z.infer<typeof consolePrescriptionDetail>;
export const consolePrescriptionResponse = envelope(consolePrescriptionDetail);

/** POST /api/console/prescriptions/{id}/approve. */
export const approvePrescriptionBody = z.object({
  items: z
    .array(
      z.object({
        product_id: z.coerce.number().int().min(1).max(2_147_483_647),
        quantity: z.coerce.number().int().min(1).max(999),
        signa: text(200).min(1),
      }),
    )
    .min(1)
    .max(PRESCRIPTION_MAX_ITEMS),
  pharmacist_name: text(120).min(1),
  sipa: text(60).min(1),
  /** YYYY-MM-DD, the last day (Asia/Jakarta) it may be redeemed; default PRESCRIPTION_DEFAULT_VALIDITY_DAYS. */
  valid_until: z.iso.date().optional(),
  note: text(500).optional(),
});
export type ApprovePrescriptionBody = z.infer<typeof approvePrescriptionBody>;
export const rejectPrescriptionBody = z.object({ reason: text(500).min(1) });
export const clarifyPrescriptionBody = z.object({ question: text(1000).min(1) });
/** POST /api/console/prescriptions/{id}/review takes no body. */
