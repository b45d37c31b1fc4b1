import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { AuthHeading } from './auth-heading';
import { FormMessage } from '~/components/ui/form-message';
import type { FormResult } from '~/lib/form-result';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

export function PasswordResetForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation();
  return (
    <div>
      <AuthHeading title={t('pages.passwordReset.title')} subtitle={t('auth.reset.subtitle')} />
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormMessage result={result} fields={['password', 'password_confirmation']} />
        <NewPasswordFields label={t('auth.fields.newPassword')} result={result} />
        <SubmitButton busyLabel={t('auth.busy')}>{t('auth.reset.save')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/password" className="font-semibold text-primary-strong hover:underline">
          {t('auth.reset.startOver')}
        </Link>
      </p>
    </div>
  );
}
