import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { TextField } from '~/components/ui/text-field';
import { AuthHeading } from './auth-heading';
import { FormMessage } from '~/components/ui/form-message';
import { fieldErrors, type FormResult } from '~/lib/form-result';
import { SubmitButton } from './submit-button';

export function PasswordRequestForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation();
  return (
    <div>
      <AuthHeading title={t('pages.password.title')} subtitle={t('auth.password.subtitle')} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormMessage result={result} fields={['login']} />
        <TextField label={t('auth.fields.login')} name="login" autoComplete="username" required defaultValue={result?.values?.login} errors={fieldErrors(result, 'login')} />
        <SubmitButton busyLabel={t('auth.busy')}>{t('auth.password.send')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/login" className="font-semibold text-primary-strong hover:underline">
          {t('auth.password.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
