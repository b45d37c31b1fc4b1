import type { ReactNode } from 'react';
import { Button } from './ui/button';

/**
 * The pieces of the shop's step-by-step forms (a prescription upload, a consultation, an appointment):
 * the numbered step titles, choices as tappable cards, the consent box and the submit row.
 */

export function StepTitle({ id, step, title }: { id: string; step: number; title: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
      <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-primary-strong text-xs font-bold text-white">
        {step}
      </span>
      {title}
    </h2>
  );
}

interface ChoiceCardsProps<V extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** Controlled (the page reacts to the choice), or `defaultValue` for a plain form field. */
  value?: string;
  onChange?: (value: V) => void;
  defaultValue?: string;
  required?: boolean;
  error?: string | undefined;
}

/** Radio buttons as cards side by side, the checked one highlighted. */
export function ChoiceCards<V extends string>({ legend, name, options, value, onChange, defaultValue, required, error }: ChoiceCardsProps<V>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={required}
              {...(onChange ? { checked: value === option.value, onChange: () => onChange(option.value) } : { defaultChecked: defaultValue === option.value })}
              className="accent-primary-strong"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-xs text-danger">{error}</p>}
    </fieldset>
  );
}

/** The explicit consent a form needs before health data is kept (UU PDP 27/2022), with its error. */
export function ConsentCheck({ label, defaultChecked, error }: { label: ReactNode; defaultChecked: boolean; error?: string | undefined }) {
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/40">
        <input type="checkbox" name="consent" value="1" required defaultChecked={defaultChecked} className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong" aria-describedby={error ? 'consent-error' : undefined} data-testid="consent" />
        <span>{label}</span>
      </label>
      {error && (
        <p id="consent-error" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's last row: a note beside (under, on a phone) the submit button. */
export function SubmitRow({ note, label, busyLabel, busy, disabled, testId }: { note: string; label: string; busyLabel: string; busy: boolean; disabled?: boolean; testId: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-muted">{note}</p>
      <Button type="submit" disabled={busy || disabled} className="w-full shrink-0 whitespace-nowrap py-3 sm:w-auto sm:px-10" data-testid={testId}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
