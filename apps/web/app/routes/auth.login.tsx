import { useTranslation } from '~/i18n/translate';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { PageMeta } from '~/components/page-meta';
import { LoginForm } from '~/features/auth/login-form';
import { loginAction } from '~/features/auth/login.server';
import type { Route } from './+types/auth.login';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const wanted = params.get('redirect');
  return { redirect: wanted ? safeRedirect(wanted) : null, passwordChanged: params.get('reset') === 'done' };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.login.title')} />
      <LoginForm result={actionData} redirect={loaderData.redirect} passwordChanged={loaderData.passwordChanged} />
    </>
  );
}
