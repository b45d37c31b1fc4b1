import { type ReactNode } from 'react';
import { useHydratedId } from '~/lib/hydrated-ids';

/** What a control inside a Field must carry so that its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it; stays when an error shows. */
  hint?: ReactNode;
  /** Only the first is shown: an empty field fails "required" and its format rule at once, and the first is the one to fix. */
  errors?: readonly (string | undefined)[] | string;
  /** An id of your own for the control (a page that points a link at it); one is made otherwise. */
  id?: string;
  className?: string;
  /** Renders the control with the ids and states the field wires up. */
  children: (control: FieldControlProps) => ReactNode;
}

const SIZE = /^(w-|px-|py-|text-(xs|sm|base|lg|xl|\d?xl)$)/;

/**
 * The border and focus ring of a text input, select or textarea; red while the field is in error.
 * A width, padding or text size in `extra` replaces the default one rather than fighting it in the CSS.
 */
export function inputClass(invalid = false, extra = ''): string {
  const own = extra.split(/\s+/).filter(Boolean);
  const overridden = (base: string) => own.some((c) => SIZE.test(c) && c.replace(/-[^-]+$/, '') === base.replace(/-[^-]+$/, ''));
  const sizes = ['w-full', 'px-3', 'py-2', 'text-sm'].filter((c) => !overridden(c));
  return [
    ...sizes,
    'rounded-lg border bg-white outline-none focus:ring-2 disabled:bg-gray-50 disabled:text-muted',
    invalid ? 'border-danger focus:ring-danger/30' : 'border-gray-300 focus:border-primary focus:ring-primary/25',
    ...own,
  ].join(' ');
}

/** The first error of a field, whichever way the caller holds them. */
export function firstError(errors: FieldProps['errors']): string | undefined {
  if (!errors) return undefined;
  return typeof errors === 'string' ? errors || undefined : errors.find(Boolean);
}

/**
 * A label, a control, a hint and an error, wired together: the label names the control, and the hint
 * and error are its description (aria-describedby), with aria-invalid while there is an error.
 */
export function Field({ label, hint, errors, id: ownId, className = '', children }: FieldProps) {
  const madeId = useHydratedId();
  const id = ownId ?? madeId;
  const error = firstError(errors);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
