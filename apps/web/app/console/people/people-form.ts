import type { FormResult } from '~/lib/form-result';

/** What the account page's forms and their action share (the server module cannot reach the browser). */
export const BLOCK_REASON_MIN = 5;
export const BLOCK_REASON_MAX = 300;

export type PersonIntent = 'role' | 'block' | 'unblock';
export type PersonActionResult = FormResult & { intent?: PersonIntent; ok?: true; problem?: 'reasonShort' };
