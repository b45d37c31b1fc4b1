import type { Appointment } from '@apotek/contract/appointments';
import type { FormResult } from '~/lib/form-result';

/** The doctor's appointment screen's tabs: paid requests to answer, approved ones ahead, the rest. */
export const APPOINTMENT_TABS = ['requests', 'upcoming', 'past'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

export function parseAppointmentTab(value: string | null): AppointmentTab {
  return (APPOINTMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AppointmentTab) : 'requests';
}

export interface AppointmentRequestsData {
  tab: AppointmentTab;
  appointments: Appointment[];
  page: number;
  lastPage: number;
  total: number;
}

/** What approving or rejecting hands back: success, or the refusal in the API's words. */
export interface AppointmentActionResult extends FormResult {
  intent: 'approve' | 'reject';
  id: string;
  ok?: true;
}
