import type { ChangeEvent } from 'react';
import type { EmailState } from '@apotek/contract/rules/email';

const styles: Record<EmailState, string> = {
  empty: 'border-gray-300 focus:ring-primary/25',
  valid: 'border-success ring-1 ring-success focus:ring-success/30',
  invalid: 'border-danger ring-1 ring-danger focus:ring-danger/30',
};

/** The newsletter e-mail field, styled by its live state: none when empty, green when valid, red when not. */
export function NewsletterInput({
  id,
  value,
  state,
  placeholder,
  onChange,
}: {
  id: string;
  value: string;
  state: EmailState;
  placeholder: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      id={id}
      name="cust_email"
      type="text"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      data-state={state}
      aria-invalid={state === 'invalid' || undefined}
      className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 ${styles[state]}`}
    />
  );
}
