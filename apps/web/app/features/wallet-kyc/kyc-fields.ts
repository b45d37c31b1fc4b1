import type { KycStatus } from '@apotek/contract/wallet-kyc';
import { isPlausibleNik } from '@apotek/contract/rules/nik';
import type { FormResult } from '~/lib/form-result';

/**
 * The verification form (/wallet/verification) as the page and its action read it. The same checks run
 * in the browser before posting and in the action before asking the API, so a NIK of the wrong shape is
 * named in the page's own words (the API's schema would only say "invalid").
 */
export const KYC_FIELD_NAMES = ['nik', 'full_name', 'ktp_file_id', 'selfie_file_id', 'consent'] as const;
export type KycFieldName = (typeof KYC_FIELD_NAMES)[number];
export type KycValues = Record<KycFieldName, string>;

/** What the page can tell before asking the API, as keys of the `money` pack (kyc.problems.*). */
export type KycProblem = 'nikMissing' | 'nikDigits' | 'nikImplausible' | 'nameMissing' | 'nameShort' | 'ktpMissing' | 'selfieMissing' | 'consentMissing';

/** The API's bounds on the name (the contract's kycBody). */
export const KYC_NAME_MIN = 3;
export const KYC_NAME_MAX = 100;

/** A NIK as people copy it off the card: spaces, dots and dashes between the groups are dropped. */
export function normaliseNik(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

/** A name as typed: trimmed, runs of spaces as one (the card prints one). */
export function normaliseName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function readKycForm(form: FormData): KycValues {
  return {
    nik: normaliseNik(textOf(form, 'nik')),
    full_name: normaliseName(textOf(form, 'full_name')),
    ktp_file_id: textOf(form, 'ktp_file_id'),
    selfie_file_id: textOf(form, 'selfie_file_id'),
    consent: textOf(form, 'consent'),
  };
}

/** The first problem of each field, if any; an empty object when the form may go to the API. */
export function kycProblems(values: KycValues): Partial<Record<KycFieldName, KycProblem>> {
  const problems: Partial<Record<KycFieldName, KycProblem>> = {};
  if (!values.nik) problems.nik = 'nikMissing';
  else if (!/^\d{16}$/.test(values.nik)) problems.nik = 'nikDigits';
  else if (!isPlausibleNik(values.nik)) problems.nik = 'nikImplausible';
  if (!values.full_name) problems.full_name = 'nameMissing';
  else if (values.full_name.length < KYC_NAME_MIN) problems.full_name = 'nameShort';
  if (!values.ktp_file_id) problems.ktp_file_id = 'ktpMissing';
  if (!values.selfie_file_id) problems.selfie_file_id = 'selfieMissing';
  if (!['1', 'on', 'true'].includes(values.consent)) problems.consent = 'consentMissing';
  return problems;
}

/** The body of POST /api/wallet/kyc from a form that passed kycProblems. */
export function kycBodyFrom(values: KycValues) {
  return { nik: values.nik, full_name: values.full_name, ktp_file_id: values.ktp_file_id, selfie_file_id: values.selfie_file_id, consent: true };
}

/**
 * What goes back into the form after a refusal: the name and the consent, never the NIK (it is not
 * kept anywhere, the page included) nor the photos (their previews are gone after a reload anyway).
 */
export function keptValues(values: KycValues): Record<string, string> {
  return { full_name: values.full_name, consent: values.consent };
}

/** The NIK as the pages show it: only its last four digits. */
export function maskedNik(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

export type KycCardState = 'unverified' | 'pending' | 'rejected' | 'verified';

/** Which card /wallet shows: the wallet's own flag wins (an account verified before requests existed). */
export function kycCardState(walletVerified: boolean, latest: { status: KycStatus } | null): KycCardState {
  if (walletVerified || latest?.status === 'verified') return 'verified';
  return latest?.status ?? 'unverified';
}

/** What the action hands back to the form when it stays on the page. */
export interface KycActionResult extends FormResult {
  problems?: Partial<Record<KycFieldName, KycProblem>>;
}
