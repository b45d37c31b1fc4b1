import type { FormResult } from '~/lib/form-result';

/** What the /advertise action hands back: the refused form, or the reference of the enquiry sent. */
export interface AdvertiseResult extends FormResult {
  reference?: string;
}
