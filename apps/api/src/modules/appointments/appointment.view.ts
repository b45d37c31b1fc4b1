import {
  type Appointment,
  APPOINTMENT_STATUS_LABELS,
  type ConsultationPatient,
  type ConsultationPayment,
  DOCTOR_SPECIALTY_LABELS,
  type Locale,
} from '@apotek/contract';
import { toZonedIso } from '../../platform/wall-clock.ts';
import type { AppointmentRow } from './appointments.repository.ts';
import type { AppointmentDoctor } from './appointments.ports.ts';

/** Who is looking: the appointment's customer or its doctor (nobody else sees it). */
export type AppointmentViewer = 'customer' | 'doctor';

function patientOf(json: string): ConsultationPatient {
  return JSON.parse(json) as ConsultationPatient;
}

const LIVE_UNTIL_START = new Set(['awaiting_payment', 'requested', 'approved']);

/** The API's appointment: instants with the doctor's offset, and what the viewer may do now. */
export function toAppointment(row: AppointmentRow, doctor: AppointmentDoctor, viewer: AppointmentViewer, now: Date, locale: Locale, payment: ConsultationPayment | null): Appointment {
  const nowMs = now.getTime();
  const before = nowMs < Date.parse(row.slot_start);
  const zone = doctor.timeZone;
  const at = (iso: string | null) => (iso === null ? null : toZonedIso(Date.parse(iso), zone));
  const customer = viewer === 'customer';
  return {
    id: row.public_id,
    status: row.status,
    status_label: APPOINTMENT_STATUS_LABELS[locale][row.status],
    doctor: {
      id: doctor.id,
      slug: doctor.slug,
      name: doctor.name,
      photo_url: doctor.photoUrl,
      specialty: doctor.specialty,
      specialty_label: DOCTOR_SPECIALTY_LABELS[doctor.specialty][locale],
      str_number: doctor.strNumber,
      facility: doctor.facility,
      time_zone: zone,
      user_id: doctor.userPublicId,
    },
    customer: { id: row.customer_public_id, name: row.customer_name },
    patient: patientOf(row.patient),
    complaint: row.complaint,
    starts_at: at(row.slot_start)!,
    ends_at: at(row.slot_end)!,
    fee: Number(row.fee),
    payment,
    payment_due_at: at(row.payment_due_at),
    paid_at: at(row.paid_at),
    approved_at: at(row.approved_at),
    cancelled_at: at(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    refund: row.refund_amount !== null && row.refunded_at !== null ? { amount: Number(row.refund_amount), at: at(row.refunded_at)! } : null,
    room_id: row.room_id,
    can: {
      pay: customer && row.status === 'awaiting_payment' && row.payment_due_at !== null && nowMs < Date.parse(row.payment_due_at),
      cancel: customer && before && LIVE_UNTIL_START.has(row.status),
      approve: !customer && before && row.status === 'requested',
      reject: !customer && before && (row.status === 'requested' || row.status === 'approved'),
      chat: (row.status === 'approved' || row.status === 'done') && row.room_id !== null,
    },
    created_at: at(row.created_at)!,
    updated_at: at(row.updated_at)!,
  };
}
