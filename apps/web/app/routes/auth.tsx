import { PageMeta } from '~/components/page-meta';
import { AuthChoice } from '~/features/auth/auth-choice';
import { useTranslation } from '~/i18n/translate';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import type { Route } from './+types/auth';

export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('redirect');
  return { redirect: wanted ? safeRedirect(wanted) : null };
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.auth.title')} />
      <AuthChoice redirect={loaderData.redirect} />
    </>
  );
}
