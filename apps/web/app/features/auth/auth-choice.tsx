import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Alert } from '~/components/ui/alert';
import { AuthHeading } from './auth-heading';

/** /auth: where a guest lands from a protected page; both ways keep the wanted page. */
export function AuthChoice({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div>
      <AuthHeading title={t('pages.auth.title')} subtitle={t('auth.choice.subtitle')} />
      {redirect && (
        <div className="mb-4">
          <Alert>{t('auth.choice.needLogin')}</Alert>
        </div>
      )}
      <div className="flex flex-col gap-3">
        <LinkButton to={`/auth/login${query}`} className="w-full py-2.5">
          {t('nav.signIn')}
        </LinkButton>
        <LinkButton to={`/auth/register${query}`} variant="outline" className="w-full py-2.5">
          {t('auth.choice.createAccount')}
        </LinkButton>
      </div>
    </div>
  );
}
