import { z } from 'zod';
import { CONSULTATION_ID_PATTERN, CONSULTATION_ROOM_STATUSES, CONSULTATION_STATUSES, type ConsultationRoomStatus } from './consultation-vocabulary.ts';
import { doctorSpecialty } from './doctors.ts';
import { envelope, page, pagingMeta } from './envelope.ts';
import { paymentChannel, paymentStatus } from './orders.ts';
import { prescriptionPatient } from './prescriptions.ts';
import { walletPin } from './wallet.ts';

export * from './consultation-vocabulary.ts';

/**
 * Paid chat consultations with a doctor (issue 12; docs/decisions/029-consultations.md): the calls' schemas.
 */

export const consultationStatus = z.enum(CONSULTATION_STATUSES);
export const consultationRoomStatus = z.enum(Object.keys(CONSULTATION_ROOM_STATUSES) as [ConsultationRoomStatus, ...ConsultationRoomStatus[]]);

export const consultationId = z.string().trim().regex(CONSULTATION_ID_PATTERN);
export const consultationIdParams = z.object({ id: consultationId });

/** How a consultation is paid: QRIS, a virtual account, or the wallet. */
export const consultationChannel = z.union([paymentChannel, z.literal('wallet')]);
export type ConsultationChannel = z.infer<typeof consultationChannel>;

const text = (max: number) => z.string().trim().max(max);

/**
 * Who the consultation is about, in the prescriptions' shape (an e-prescription carries it over) plus
 * the sex the doctor needs. Health data (UU PDP 27/2022): shown only to the customer and their doctor.
 */
export const consultationPatient = prescriptionPatient.extend({
  weight_kg: prescriptionPatient.shape.weight_kg.optional().default(null),
  gender: z.enum(['male', 'female']),
});
export type ConsultationPatient = z.infer<typeof consultationPatient>;

/** POST /api/consultation (the SPEC does not show the body). */
export const startConsultationBody = z.object({
  /** The doctor's id or slug. */
  doctor_id: z.union([z.coerce.number().int().min(1), z.string().trim().min(1).max(120)]),
  complaint: text(2000).pipe(z.string().min(10)),
  patient: consultationPatient,
  allergies: text(500).optional(),
  medications: text(500).optional(),
  /** Consent to show the patient's health data (allergies, medications, tracker values) to this doctor. */
  share_health_data: z.boolean(),
  /** Where the customer wants an e-prescription of this consultation served (they can change it later). */
  pharmacy_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The customer's explicit consent to the processing of health data for this consultation (UU PDP art. 20). */
  consent: z.literal(true),
});
export type StartConsultationBody = z.infer<typeof startConsultationBody>;

const clientKey = z.string().trim().min(8).max(100).regex(/^[A-Za-z0-9_.:-]+$/);

/** The payment fields of a doctor's service purchase (a consultation, an appointment). */
export const servicePaymentFields = {
  channel: consultationChannel,
  pin: walletPin().optional(),
  payment_token: z.string().min(1).max(200).optional(),
  client_key: clientKey.optional(),
};

/** The wallet pays at once with the PIN (or a payment token), under the tap's client key; QRIS and VA need neither. */
export function refineWalletPayment(body: { channel: ConsultationChannel; pin?: string | undefined; payment_token?: string | undefined; client_key?: string | undefined }, ctx: z.RefinementCtx): void {
  if (body.channel !== 'wallet') return;
  if (!body.pin && !body.payment_token) ctx.addIssue({ code: 'custom', message: 'walletPinRequired', path: ['pin'] });
  if (!body.client_key) ctx.addIssue({ code: 'custom', message: 'required', path: ['client_key'] });
}

/** POST /api/consultation/purchase: QRIS or a VA opens a charge; the wallet pays at once. */
export const purchaseConsultationBody = z.object({ consultation_id: consultationId, ...servicePaymentFields }).superRefine(refineWalletPayment);
export type PurchaseConsultationBody = z.infer<typeof purchaseConsultationBody>;

/** POST /api/payment/create/token/{id}: a new charge for an unpaid consultation (another channel, or the last one expired). */
export const createPaymentTokenBody = z.object({ channel: paymentChannel.optional() });

/** The open or last charge of a consultation, in the shape of an order's payment (SPEC §3 paymentData). */
export const consultationPayment = z.object({
  channel: consultationChannel,
  status: paymentStatus,
  amount: z.number().int(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  qrisUrl: z.string().nullable(),
  vaCode: z.string().nullable(),
  biller_code: z.string().nullable(),
  bank: z.string().nullable(),
  token: z.string().nullable(),
});
export type ConsultationPayment = z.infer<typeof consultationPayment>;

export const consultationReview = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
});

export const consultation = z.object({
  id: z.string(),
  status: consultationStatus,
  /** The status in the request's language. */
  status_label: z.string(),
  doctor: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    photo_url: z.string().nullable(),
    specialty: doctorSpecialty,
    specialty_label: z.string(),
    str_number: z.string(),
    /** The doctor's user id (public), as the chat names the counterpart. */
    user_id: z.string().nullable(),
  }),
  customer: z.object({ id: z.string(), name: z.string() }),
  patient: consultationPatient,
  complaint: z.string(),
  /** Only to the customer, and to the doctor when share_health_data. */
  allergies: z.string().nullable(),
  medications: z.string().nullable(),
  share_health_data: z.boolean(),
  fee: z.number().int(),
  /** The chat room (once paid). */
  room_id: z.number().int().nullable(),
  payment: consultationPayment.nullable(),
  payment_due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Refunded if the doctor has not answered by then. */
  answer_due_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** The chat closes then unless the doctor ends it earlier. */
  ends_at: z.string().nullable(),
  extended: z.boolean(),
  ended_at: z.string().nullable(),
  ended_by: z.enum(['doctor', 'system']).nullable(),
  refund: z.object({ amount: z.number().int(), to: z.enum(['wallet', 'original']), at: z.string() }).nullable(),
  review: consultationReview.nullable(),
  /** The doctor's private notes: only to the doctor. */
  doctor_notes: z.string().nullable(),
  /** E-prescriptions the doctor wrote in this consultation. */
  prescription_ids: z.array(z.string()),
  /** What the caller may do now. */
  can: z.object({ pay: z.boolean(), end: z.boolean(), extend: z.boolean(), review: z.boolean(), prescribe: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consultation = z.infer<typeof consultation>;

const statuses = z
  .union([consultationStatus, z.array(consultationStatus).max(CONSULTATION_STATUSES.length)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** GET /api/consultation and GET /api/doctor/consultation. */
export const consultationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  status: statuses.optional(),
  room_status: consultationRoomStatus.optional(),
});
export type ConsultationsQuery = z.input<typeof consultationsQuery>;

/** GET /api/consultation/all: the SPEC's nested keys (`filter[room_status]=active`, `page`), page defaults to 1. */
export const consultationsAllQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  filter: z.object({ status: statuses.optional(), room_status: consultationRoomStatus.optional() }).optional(),
});

export const consultationResponse = envelope(consultation);
export const consultationsResponse = envelope(page(consultation));
export const consultationsAllResponse = envelope(z.object({ data: z.array(consultation), meta: pagingMeta }));

/** POST /api/consultation/{id}/end (the doctor): private notes are kept with it. */
export const endConsultationBody = z.object({ notes: text(4000).optional() });
export const consultationNotesBody = z.object({ notes: text(4000) });

export const reviewFields = {
  rating: z.coerce.number().int().min(1).max(5),
  text: text(1000).default(''),
};
export const consultationReviewBody = z.object(reviewFields);
export const consultationReviewByIdBody = z.object({ consultation_id: consultationId, ...reviewFields });
export const consultationReviewResponse = envelope(consultationReview.extend({ consultation_id: z.string(), doctor_id: z.number().int() }));

/** The doctor's e-prescription line: a catalogue product, quantity and signa. */
export const ePrescriptionItem = z.object({
  product_id: z.number().int().min(1),
  quantity: z.number().int().min(1).max(100),
  signa: z.string().trim().min(2).max(200),
});
/** POST /api/consultation/{id}/prescription (the doctor). */
export const ePrescriptionBody = z.object({
  items: z.array(ePrescriptionItem).min(1).max(20),
  notes: text(1000).optional(),
});
export const ePrescriptionResponse = envelope(z.object({ consultation_id: z.string(), prescription_id: z.string() }));

/** The read mark: how many of the room's messages the caller has not read (0 after this call). */
export const consultationReadResponse = envelope(z.object({ consultation_id: z.string(), unread: z.number().int() }));
