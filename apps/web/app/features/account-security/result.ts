/** What a device sign-out answers the sessions list. */
export interface SessionActionResult {
  intent: 'revoke' | 'revoke-others';
  /** The API's confirmation, in the page's language. */
  success?: string;
  message?: string;
  unavailable?: boolean;
}
