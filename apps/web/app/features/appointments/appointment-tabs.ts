import { APPOINTMENT_GROUP_NAMES, type AppointmentGroup } from '@apotek/contract/appointment-vocabulary';

/** The list's tabs are the contract's groups: upcoming (unpaid, waiting, confirmed), done, and closed. */
export const APPOINTMENT_TABS = APPOINTMENT_GROUP_NAMES;

export function parseTab(value: string | null): AppointmentGroup {
  return (APPOINTMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AppointmentGroup) : 'upcoming';
}

export function tabHref(tab: AppointmentGroup, page = 1): string {
  return `/doctor/appointment?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
}

/** One appointment's page: its pay step while unpaid, then its state. */
export function appointmentHref(id: string): string {
  return `/doctor/appointment?id=${encodeURIComponent(id)}`;
}

/** Booking with a doctor, on a day of the shop's calendar. */
export function bookHref(doctor: string, day?: string): string {
  return `/doctor/appointment?doctor=${encodeURIComponent(doctor)}${day ? `&day=${day}` : ''}`;
}
