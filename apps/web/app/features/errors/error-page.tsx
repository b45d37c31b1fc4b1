import { useTranslation } from 'react-i18next';
import { LinkButton } from '~/components/ui/button';
import { PageMeta } from '~/components/page-meta';
import type { RouteErrorInfo } from './route-error';

/** 404: 'This page could not be found' and the way home; other statuses: the code and a client-error text. */
export function ErrorPage({ status, message }: RouteErrorInfo) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const heading = notFound ? t('errors.notFound') : t('errors.clientError');
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <PageMeta title={`${status} · ${heading}`} description={heading} />
      <p className="text-6xl font-extrabold text-primary-strong" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      {message && <p className="text-muted">{message}</p>}
      {!notFound && <p className="max-w-md text-sm text-muted">{t('errors.clientErrorHint')}</p>}
      <LinkButton to="/" className="mt-2">
        {t('errors.backHome')}
      </LinkButton>
    </section>
  );
}
