/** The intent the order page's delivery-issue forms post with; other intents of the route are not ours. */
export const DELIVERY_ISSUE_INTENT = 'delivery-issue-resolve';

/** What the customer's answer to a delivery issue returns to the panel. */
export interface DeliveryIssueActionResult {
  intent: typeof DELIVERY_ISSUE_INTENT;
  /** The API's confirmation, in the page's language. */
  success?: string;
  message?: string;
  errors?: Record<string, string[]>;
  unavailable?: boolean;
}
