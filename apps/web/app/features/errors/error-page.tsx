import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { LinkButton } from '~/components/ui/button';
import { useSessionUser } from '~/lib/root-data';
import { errorKind, type RouteErrorInfo } from './route-error';

/**
 * 404: 'This page could not be found' and the way home. 401/403: what was refused and where to go
 * instead (sign in, or the visitor's own account). Anything else: the code and a client-error text.
 */
export function ErrorPage({ status, message }: RouteErrorInfo) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const kind = errorKind(status);
  const signInTo = `/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  const heading = {
    notFound: t('errors.notFound'),
    forbidden: t('errors.forbidden'),
    signIn: t('errors.signInRequired'),
    other: t('errors.clientError'),
  }[kind];
  const hint = {
    notFound: null,
    forbidden: user ? t('errors.forbiddenHint') : t('errors.forbiddenGuestHint'),
    signIn: t('errors.signInRequiredHint'),
    other: t('errors.clientErrorHint'),
  }[kind];
  const refused = kind === 'forbidden' || kind === 'signIn';

  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" data-error-kind={kind}>
      <PageMeta title={`${status} · ${heading}`} description={heading} />
      <p className="text-6xl font-extrabold text-primary-strong" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {message && <p className="text-muted">{message}</p>}
      {hint && <p className="max-w-md text-sm text-muted">{hint}</p>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {refused && user && <LinkButton to="/profile">{t('errors.myAccount')}</LinkButton>}
        {refused && !user && <LinkButton to={signInTo}>{t('errors.signIn')}</LinkButton>}
        <LinkButton to="/" variant={refused ? 'outline' : 'primary'}>
          {t('errors.backHome')}
        </LinkButton>
      </div>
    </section>
  );
}
