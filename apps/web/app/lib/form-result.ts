/** What an auth action hands back to its form: the values to keep, per-field errors, a general message. */
export interface FormResult {
  values?: Record<string, string>;
  errors?: Record<string, string[]>;
  /** A message from the API, already in the visitor's language. */
  message?: string;
  /** True when the API could not be reached or failed; the form shows its own "try again" text. */
  unavailable?: boolean;
  /** A notice code for success states that stay on the page (e.g. a code was re-sent). */
  notice?: 'resent';
}

export function fieldErrors(result: FormResult | undefined, name: string): string[] {
  return result?.errors?.[name] ?? [];
}

/** Errors that belong to no visible field (e.g. otp_id) join the general message. */
export function otherErrors(result: FormResult | undefined, shown: readonly string[]): string[] {
  if (!result?.errors) return [];
  return Object.entries(result.errors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
}
