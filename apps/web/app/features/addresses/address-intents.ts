import type { Address } from '@apotek/contract/addresses';
import type { FormResult } from '~/lib/form-result';

/** The address book's `intent` values, answered by /profile/address and by /cart/checkout (ADR 012). */
export const ADDRESS_INTENTS = ['address-save', 'address-delete', 'address-default'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export function isAddressIntent(value: unknown): value is AddressIntent {
  return typeof value === 'string' && (ADDRESS_INTENTS as readonly string[]).includes(value);
}

/** A saved address comes back whole (checkout picks it); a refusal is a FormResult with the fields' errors. */
export interface AddressActionResult extends FormResult {
  intent?: AddressIntent;
  address?: Address;
}
