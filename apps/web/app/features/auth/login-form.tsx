import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/text-field';
import { AuthHeading } from './auth-heading';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors, type FormResult } from '~/lib/form-result';
import { SubmitButton } from './submit-button';

const FIELDS = ['login', 'password'] as const;

export function LoginForm({ result, redirect, passwordChanged }: { result?: FormResult; redirect: string | null; passwordChanged: boolean }) {
  const { t } = useTranslation();
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div>
      <AuthHeading title={t('pages.login.title')} subtitle={t('auth.login.subtitle')} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        {passwordChanged && !result && <Alert tone="success">{t('auth.login.passwordChanged')}</Alert>}
        <FormMessage result={result} fields={FIELDS} />
        <input type="hidden" name="redirect" value={redirect ?? ''} />
        <TextField
          label={t('auth.fields.login')}
          name="login"
          autoComplete="username"
          required
          defaultValue={result?.values?.login}
          errors={fieldErrors(result, 'login')}
        />
        <TextField label={t('auth.fields.password')} name="password" type="password" autoComplete="current-password" required errors={fieldErrors(result, 'password')} />
        <div className="-mt-2 text-right text-sm">
          <Link to="/auth/password" className="font-medium text-primary-strong hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <SubmitButton busyLabel={t('auth.busy')}>{t('nav.signIn')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.login.noAccount')}{' '}
        <Link to={`/auth/register${query}`} className="font-semibold text-primary-strong hover:underline">
          {t('nav.register')}
        </Link>
      </p>
    </div>
  );
}
