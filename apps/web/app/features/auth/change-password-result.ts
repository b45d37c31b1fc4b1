import type { FormResult } from '~/lib/form-result';

/** What the profile page's password change answers its form. */
export interface ChangePasswordResult extends FormResult {
  intent: 'password';
  /** The API's confirmation, in the page's language. */
  success?: string;
}
