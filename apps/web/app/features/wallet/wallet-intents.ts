import type { FormResult } from '~/lib/form-result';

/** What a wallet page's action answers its form when it stays on the page. */
export interface WalletActionResult extends FormResult {
  intent: 'top-up' | 'phone' | 'resend' | 'verify' | 'pin' | 'pay';
  /** Problems the page found itself, by field, as message keys of the `money` pack (wallet.problems.*). */
  problems?: Record<string, string[]>;
}
