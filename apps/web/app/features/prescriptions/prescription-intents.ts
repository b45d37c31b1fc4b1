/** The intents /prescription/{id}'s action answers (ADR 012). */
export const RX_INTENTS = ['add-to-cart', 'answer', 'pharmacy'] as const;
export type RxIntent = (typeof RX_INTENTS)[number];

export function isRxIntent(value: unknown): value is RxIntent {
  return typeof value === 'string' && (RX_INTENTS as readonly string[]).includes(value);
}

/** What the detail page's action hands back to the form that posted. */
export interface RxActionResult {
  intent: RxIntent;
  /** The API's confirmation, in the page's language. */
  success?: string;
  message?: string;
  errors?: Record<string, string[]>;
  unavailable?: boolean;
}
