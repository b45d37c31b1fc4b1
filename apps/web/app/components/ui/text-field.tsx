import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFocusOnMount } from '~/lib/focus-on-mount';
import { useHydrated } from '~/lib/use-hydrated';
import { Field, inputClass } from './field';
import { PasswordToggle } from './password-toggle';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  name: string;
  errors?: readonly string[];
  hint?: ReactNode;
}

/**
 * A Field around a text input. A password field gets a show-password switch once scripts run; before
 * that it is a plain password field.
 */
export function TextField({ label, name, errors = [], hint, className = '', type, id, ...input }: TextFieldProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const controlRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(controlRef, input.autoFocus);
  const password = type === 'password';
  return (
    <Field label={label} hint={hint} errors={errors} id={id} className={className}>
      {(control) => {
        const field = (
          <input
            {...control}
            ref={controlRef}
            name={name}
            type={password && shown ? 'text' : type}
            // A revealed password must not reach a spell-checking service or be capitalised. "false" as a
            // string: the browser's Preact writes a boolean false as no attribute at all (ADR 026).
            {...(password ? { spellCheck: 'false', autoCapitalize: 'off' } : {})}
            className={inputClass(control['aria-invalid'], password ? 'pr-11' : '')}
            {...input}
          />
        );
        return password ? (
          <div className="relative">
            {field}
            {hydrated && <PasswordToggle inputId={control.id} shown={shown} onToggle={() => setShown((v) => !v)} />}
          </div>
        ) : (
          field
        );
      }}
    </Field>
  );
}
