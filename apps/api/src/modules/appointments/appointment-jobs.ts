/** The appointments module's jobs (platform/jobs/jobs.ts JobTypes), in a file of its own so tests and benches see them too. */

/** A move the customer is told of: published on the bus (`consultation.changed`, type appointment) once its write committed. */
export type AppointmentNotice = 'paid' | 'approved' | 'cancelled';
export type AppointmentReminder = 'day' | 'hour';

declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Gives the slot of an appointment still unpaid at its deadline back. uniqueKey: `appointment.expire:<id>`. */
    'appointment.expire': { id: string };
    /** At the slot's start: a request the doctor never approved expires (refunded). uniqueKey: `appointment.lapse:<id>`. */
    'appointment.lapse': { id: string };
    /** At the slot's end: an approved appointment is done. uniqueKey: `appointment.finish:<id>`. */
    'appointment.finish': { id: string };
    /** A reminder before an approved appointment, if it still stands at that slot. uniqueKey: `appointment.remind:<id>:<which>`. */
    'appointment.remind': { id: string; which: AppointmentReminder; startsAt: string };
    /** Tells the customer of a move. uniqueKey: `appointment.notice:<id>:<status>`. */
    'appointment.notice': { id: string; status: AppointmentNotice };
  }
}

export {};
