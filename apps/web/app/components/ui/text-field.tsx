import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  name: string;
  errors?: readonly string[];
  hint?: ReactNode;
}

/** A labelled input whose errors are announced with it (aria-describedby). */
export function TextField({ label, name, errors = [], hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 ${
          invalid ? 'border-danger focus:ring-danger/30' : 'border-gray-300 focus:border-primary focus:ring-primary/25'
        }`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {invalid && (
        <ul id={`${id}-error`} className="text-xs text-danger">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
