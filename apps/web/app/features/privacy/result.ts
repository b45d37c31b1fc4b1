/** What the /backup page's actions hand back to its forms (features/privacy/privacy.server.ts). */
export type PrivacyIntent = 'export' | 'withdraw' | 'delete' | 'cancel-delete';

export interface PrivacyActionResult {
  intent: PrivacyIntent;
  /** Done: the page says so in its own words, by intent. */
  ok?: boolean;
  errors?: Record<string, string[]>;
  /** The API's refusal, already in the visitor's language. */
  message?: string;
  unavailable?: boolean;
}

/** A consent as the page shows it: the record, and whether the law lets it be withdrawn here. */
export interface ConsentRow {
  document: string;
  version: string;
  channel: string;
  consented_at: string;
  withdrawn_at: string | null;
  withdrawable: boolean;
}
