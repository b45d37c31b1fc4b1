import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { PasswordRequestForm } from '~/features/auth/password-request-form';
import { requestResetAction } from '~/features/auth/password.server';
import type { Route } from './+types/auth.password';

export function action({ request, context }: Route.ActionArgs) {
  return requestResetAction(request, context);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.password.title')} />
      <PasswordRequestForm result={actionData} />
    </>
  );
}
