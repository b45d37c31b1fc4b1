import type { ContactChallenge, ContactKind } from '@apotek/contract/profile';
import type { FormResult } from '~/lib/form-result';

/** What each of the profile page's forms gets back from the page's action, told apart by `intent`. */
export type ProfileIntent = 'details' | 'language' | 'preferences';

export interface ProfileFormResult extends FormResult {
  intent: ProfileIntent;
  /** The API's confirmation, in the page's language. */
  success?: string;
}

export interface ContactResult extends FormResult {
  intent: 'contact';
  kind: ContactKind;
  /** `start`: asked for a code; `confirm`: entered it; `resend`: asked for another. */
  step: 'start' | 'confirm' | 'resend';
  /** The change waiting for its code (kept on a refused confirm so the code can be typed again). */
  challenge?: ContactChallenge;
  success?: string;
}
