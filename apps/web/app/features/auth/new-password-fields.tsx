import { useTranslation } from '~/i18n/translate';
import { TextField } from '~/components/ui/text-field';
import { fieldErrors, type FormResult } from '~/lib/form-result';

/**
 * Choosing a password: the password (with the rules as its hint) and the same again. Registration and
 * the password reset both ask for it, under their own label for the first field.
 */
export function NewPasswordFields({ label, result }: { label: string; result?: FormResult }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.register.passwordHint')}
        errors={fieldErrors(result, 'password')}
      />
      <TextField
        label={t('auth.fields.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        errors={fieldErrors(result, 'password_confirmation')}
      />
    </>
  );
}
