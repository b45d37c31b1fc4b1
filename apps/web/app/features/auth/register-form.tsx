import { Form, Link } from 'react-router';
import { Trans, useTranslation } from '~/i18n/translate';
import { TextField } from '~/components/ui/text-field';
import { AuthHeading } from './auth-heading';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors, type FormResult } from '~/lib/form-result';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useHydratedId } from '~/lib/hydrated-ids';

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation', 'consent'] as const;

/** The registration form; /auth/register and /auth/register_backup both show it and post to themselves. */
export function RegisterForm({ result, redirect }: { result?: FormResult; redirect: string | null }) {
  const { t } = useTranslation();
  const consentId = useHydratedId();
  const consentErrors = fieldErrors(result, 'consent');
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div>
      <AuthHeading title={t('pages.register.title')} subtitle={t('auth.register.subtitle')} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormMessage result={result} fields={FIELDS} />
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirect" value={redirect ?? ''} />
        <TextField label={t('auth.fields.name')} name="name" autoComplete="name" required defaultValue={result?.values?.name} errors={fieldErrors(result, 'name')} />
        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          errors={fieldErrors(result, 'email')}
        />
        <TextField
          label={t('auth.fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          hint={t('auth.register.phoneHint')}
          defaultValue={result?.values?.phone}
          errors={fieldErrors(result, 'phone')}
        />
        <NewPasswordFields label={t('auth.fields.password')} result={result} />
        <div>
          <div className="flex items-start gap-2">
            <input
              id={consentId}
              type="checkbox"
              name="consent"
              required
              aria-invalid={consentErrors.length > 0 || undefined}
              aria-describedby={consentErrors.length > 0 ? `${consentId}-error` : undefined}
              className="mt-1 h-4 w-4 accent-[#b5106a]"
            />
            <label htmlFor={consentId} className="text-sm text-ink">
              <Trans
                i18nKey="auth.register.consent"
                components={{
                  terms: <Link to="/term-condition" target="_blank" className="font-semibold text-primary-strong underline" />,
                  privacy: <Link to="/privacy" target="_blank" className="font-semibold text-primary-strong underline" />,
                }}
              />
            </label>
          </div>
          {consentErrors.length > 0 && (
            <p id={`${consentId}-error`} className="mt-1 text-xs text-danger">
              {consentErrors.join(' ')}
            </p>
          )}
        </div>
        <SubmitButton busyLabel={t('auth.busy')}>{t('nav.register')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to={`/auth/login${query}`} className="font-semibold text-primary-strong hover:underline">
          {t('nav.signIn')}
        </Link>
      </p>
    </div>
  );
}
