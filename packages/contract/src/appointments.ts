import { z } from 'zod';
import { consultationPatient, consultationPayment, refineWalletPayment, servicePaymentFields } from './consultations.ts';
import { doctorSpecialty } from './doctors.ts';
import { envelope, page } from './envelope.ts';
import { indonesianTimeZone } from './time-zones.ts';
import { APPOINTMENT_GROUP_NAMES, APPOINTMENT_ID_PATTERN, APPOINTMENT_RULES, APPOINTMENT_STATUSES, type AppointmentGroup, type AppointmentStatus } from './appointment-vocabulary.ts';

export * from './appointment-vocabulary.ts';

export const appointmentStatus = z.enum(APPOINTMENT_STATUSES);

export const appointmentId = z.string().trim().regex(APPOINTMENT_ID_PATTERN);
export const appointmentIdParams = z.object({ id: appointmentId });

const text = (max: number) => z.string().trim().max(max);
const doctorRef = z.union([z.coerce.number().int().min(1).max(2_147_483_647), z.string().trim().min(1).max(120)]);

/** POST /api/appointment: a slot of the doctor's (its start, as GET /api/doctor/{id}/slots gave it), the patient and the complaint. */
export const createAppointmentBody = z.object({
  /** The doctor's id or slug. */
  doctor_id: doctorRef,
  /** The slot's start with its offset (any offset: it names an instant). */
  starts_at: z.iso.datetime({ offset: true }),
  patient: consultationPatient,
  complaint: text(2000).pipe(z.string().min(10)),
  /** The customer's explicit consent to the processing of health data for this appointment (UU PDP art. 20). */
  consent: z.literal(true),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

/** POST /api/appointment/purchase: as a consultation's (consultations.ts). */
export const purchaseAppointmentBody = z.object({ appointment_id: appointmentId, ...servicePaymentFields }).superRefine(refineWalletPayment);
export type PurchaseAppointmentBody = z.infer<typeof purchaseAppointmentBody>;

/** POST /api/appointment/{id}/cancel: the customer cancels (reason optional), the doctor rejects (reason required). */
export const cancelAppointmentBody = z.object({ reason: text(500).optional() });

export const appointmentDoctor = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  specialty: doctorSpecialty,
  specialty_label: z.string(),
  str_number: z.string(),
  facility: z.object({ name: z.string(), city: z.string() }),
  time_zone: indonesianTimeZone,
  /** The doctor's user id (public), as the chat names the counterpart; null while the doctor has no account. */
  user_id: z.string().nullable(),
});

export const appointment = z.object({
  id: z.string(),
  status: appointmentStatus,
  /** The status in the request's language. */
  status_label: z.string(),
  doctor: appointmentDoctor,
  customer: z.object({ id: z.string(), name: z.string() }),
  patient: consultationPatient,
  complaint: z.string(),
  /** The slot, as instants with the doctor's offset (docs/decisions/027-doctors.md). */
  starts_at: z.string(),
  ends_at: z.string(),
  fee: z.number().int(),
  payment: consultationPayment.nullable(),
  /** An unpaid appointment gives its slot back then. */
  payment_due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['customer', 'doctor', 'system']).nullable(),
  cancel_reason: z.string().nullable(),
  refund: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
  /** The appointment's chat room with the doctor, opened when the doctor approves. */
  room_id: z.number().int().nullable(),
  /** What the caller may do now. */
  can: z.object({ pay: z.boolean(), cancel: z.boolean(), approve: z.boolean(), reject: z.boolean(), chat: z.boolean() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Appointment = z.infer<typeof appointment>;

/** `status=requested,approved` (one or a comma-separated list) or `group=upcoming`; a wrong one is an error on its own field. */
const statuses = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const list = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
    const wrong = list.find((s) => !(APPOINTMENT_STATUSES as readonly string[]).includes(s));
    if (list.length === 0 || wrong !== undefined) {
      ctx.addIssue({ code: 'invalid_value', values: [...APPOINTMENT_STATUSES], input: wrong ?? value });
      return z.NEVER;
    }
    return list as AppointmentStatus[];
  });

/** GET /api/appointment and GET /api/doctor/appointment: newest slot first, or soonest first for `group=upcoming`. */
export const appointmentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  status: statuses.optional(),
  group: z.enum(APPOINTMENT_GROUP_NAMES as [AppointmentGroup, ...AppointmentGroup[]]).optional(),
});
export type AppointmentsQuery = z.input<typeof appointmentsQuery>;

export const appointmentResponse = envelope(appointment);
export const appointmentsResponse = envelope(page(appointment));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));

/** GET /api/doctor/{id}/slots: `from` is a day on the shop's calendar (Asia/Jakarta), today by default. */
export const doctorSlotsQuery = z.object({
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(APPOINTMENT_RULES.maxDays).default(7),
});
export type DoctorSlotsQuery = z.input<typeof doctorSlotsQuery>;

export const appointmentSlot = z.object({ starts_at: z.string(), ends_at: z.string() });
export type AppointmentSlot = z.infer<typeof appointmentSlot>;

export const doctorSlots = z.object({
  doctor: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), fee: z.number().int(), time_zone: indonesianTimeZone }),
  /** False while the doctor takes no appointments (no account to approve them, or on leave): then every day is empty. */
  bookable: z.boolean(),
  slot_minutes: z.number().int(),
  /** One entry per asked day (YYYY-MM-DD in Asia/Jakarta), with its free slots in time order. */
  days: z.array(z.object({ date: z.string(), slots: z.array(appointmentSlot) })),
});
export type DoctorSlots = z.infer<typeof doctorSlots>;
export const doctorSlotsResponse = envelope(doctorSlots);
