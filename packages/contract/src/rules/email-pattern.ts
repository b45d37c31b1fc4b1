/**
 * The standard e-mail pattern used by the newsletter box (the HTML living standard's). Kept free of zod
 * so the footer, on every page, does not pull the schema library into the browser.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type EmailState = 'empty' | 'valid' | 'invalid';

/** The newsletter box's style: none when empty, success when valid, error when invalid. */
export function newsletterEmailState(value: string): EmailState {
  if (value.trim() === '') return 'empty';
  return EMAIL_PATTERN.test(value.trim()) ? 'valid' : 'invalid';
}
