import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { PasswordToggle } from './password-toggle';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  name: string;
  errors?: readonly string[];
  hint?: ReactNode;
}

/**
 * A labelled input whose error is announced with it (aria-describedby). Only the first error shows: an
 * empty field fails "required" and its format rule at once, and the first is the one to fix. A password
 * field gets a show-password switch once scripts run; before that it is a plain password field.
 */
export function TextField({ label, name, errors = [], hint, className = '', type, ...input }: TextFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const error = errors[0];
  const password = type === 'password';
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      id={id}
      name={name}
      type={password && shown ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      // A revealed password must not reach a spell-checking service or be capitalised.
      {...(password ? { spellCheck: false, autoCapitalize: 'off' } : {})}
      className={`w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 ${password ? 'pr-11' : ''} ${
        error ? 'border-danger focus:ring-danger/30' : 'border-gray-300 focus:border-primary focus:ring-primary/25'
      }`}
      {...input}
    />
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {password ? (
        <div className="relative">
          {field}
          {hydrated && <PasswordToggle inputId={id} shown={shown} onToggle={() => setShown((v) => !v)} />}
        </div>
      ) : (
        field
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
