import { redirect } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { readResetToken } from '~/features/auth/otp-state.server';
import { PasswordResetForm } from '~/features/auth/password-reset-form';
import { setPasswordAction } from '~/features/auth/password.server';
import type { Route } from './+types/auth.password.reset';

export function loader({ request }: Route.LoaderArgs) {
  if (!readResetToken(request)) throw redirect('/auth/password');
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return setPasswordAction(request, context);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.passwordReset.title')} />
      <PasswordResetForm result={actionData} />
    </>
  );
}
