/** What a refused switch of payment method (intent `switch-method`) answers the payment page. */
export interface PaymentActionResult {
  intent: 'switch-method';
  message?: string;
  unavailable?: boolean;
}
