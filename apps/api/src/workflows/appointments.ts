import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import { findUserById } from '../modules/accounts/index.ts';
import {
  type AppointmentDoctor,
  type AppointmentDoctors,
  type AppointmentPaymentsFactory,
  type AppointmentRooms,
  type AppointmentsService,
  registerAppointments,
} from '../modules/appointments/index.ts';
import type { ChatService } from '../modules/chat/index.ts';
import { findDoctor } from '../modules/doctors/index.ts';
import { ApiError } from '../platform/api-error.ts';
import type { EventBus } from '../platform/bus/bus.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { RouteRegistrar } from '../platform/routes.ts';

export interface AppointmentsWiringDeps {
  db: Kysely<Database>;
  clock: Clock;
  bus: EventBus;
  jobs: JobQueue;
  /** The chat, for the appointment's room with the doctor. */
  chat?: ChatService | undefined;
  /** The payment port: the service charges and the wallet (workflows/appointment-payments.ts), or a test's. */
  payments: AppointmentPaymentsFactory;
  log: { warn(obj: object, msg: string): void };
}

/**
 * A doctor with what booking needs. The doctors module answers the card; the account (with its public id,
 * which the chat names) and the weekly slots are read here, as the chat wiring reads pharmacy staff.
 */
async function doctorOf(db: Executor, idOrSlug: string): Promise<AppointmentDoctor | undefined> {
  const d = await findDoctor(db, idOrSlug);
  if (!d) return undefined;
  const [account, schedule] = await Promise.all([
    db.selectFrom('doctors as d').leftJoin('users as u', 'u.id', 'd.user_id').select(['d.user_id', 'u.public_id']).where('d.id', '=', d.id).executeTakeFirstOrThrow(),
    db.selectFrom('doctor_schedules').select(['weekday', 'starts_at', 'ends_at']).where('doctor_id', '=', d.id).orderBy('weekday').orderBy('starts_at').execute(),
  ]);
  return {
    id: d.id,
    slug: d.slug,
    name: d.name,
    photoUrl: d.photo_url,
    specialty: d.specialty,
    strNumber: d.str_number,
    facility: { name: d.facility_name, city: d.facility_city },
    fee: Number(d.fee),
    timeZone: d.time_zone,
    accepting: Number(d.accepting) === 1,
    userId: account.user_id,
    userPublicId: account.public_id ?? null,
    schedule,
  };
}

/**
 * Wires appointments (issue 12; docs/decisions/030-appointments.md) to the doctors they book, the
 * customers' names, the chat's appointment rooms, and the payment port.
 */
export function wireAppointments(define: RouteRegistrar, deps: AppointmentsWiringDeps): AppointmentsService {
  const { db } = deps;
  const doctors: AppointmentDoctors = {
    find: doctorOf,
    ofUser: async (executor, userId) => {
      const row = await executor.selectFrom('doctors').select('id').where('user_id', '=', userId).executeTakeFirst();
      return row ? doctorOf(executor, String(row.id)) : undefined;
    },
  };
  const chat = deps.chat;
  // The customer opens the room, as they would from the page: the chat keeps one per customer, doctor and appointment.
  const rooms: AppointmentRooms | undefined = chat && {
    open: async ({ customerUserId, doctorUserId, appointmentId }) => {
      const [customer, doctor] = await Promise.all([findUserById(db, customerUserId), findUserById(db, doctorUserId)]);
      if (!customer || !doctor) throw new ApiError(404, 'notFound');
      const room = await chat.open(
        { userId: customer.id, publicId: customer.public_id, role: customer.role, name: customer.name, staffPharmacyId: undefined },
        { type: 'appointment', doctor_id: doctor.public_id, consultation_id: appointmentId },
      );
      return room.room_id;
    },
  };
  return registerAppointments(define, {
    db,
    clock: deps.clock,
    bus: deps.bus,
    jobs: deps.jobs,
    doctors,
    users: {
      find: async (executor, userId) => {
        const u = await findUserById(executor, userId);
        return u ? { publicId: u.public_id, name: u.name } : undefined;
      },
    },
    rooms,
    payments: deps.payments,
    log: deps.log,
  });
}
