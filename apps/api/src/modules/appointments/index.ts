/** The appointments module's public face (ADR 014; docs/decisions/030-appointments.md): what app.ts, workflows and benches may use. */
export { registerAppointments } from './appointments.module.ts';
export { type AppointmentsDeps, type AppointmentsLog, AppointmentsService } from './appointments.service.ts';
export type {
  AppointmentDoctor,
  AppointmentDoctors,
  AppointmentPayments,
  AppointmentPaymentsFactory,
  AppointmentRooms,
  AppointmentSettlement,
  AppointmentUsers,
  PayInput,
} from './appointments.ports.ts';
export type { AppointmentNotice, AppointmentReminder } from './appointment-jobs.ts';
export type { AppointmentsTables } from './appointments.tables.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './appointments.erasure.ts';
