import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';

/** One step of a breadcrumb: a link, or (without `to`) the page itself. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The trail from the home page to where the visitor is; home comes first on its own. */
export function Breadcrumb({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={className ? `${className} text-xs text-muted` : 'text-xs text-muted'}>
      <Link to="/" className="hover:underline">
        {t('nav.home')}
      </Link>
      {trail.map((crumb, i) => (
        <Fragment key={i}>
          <span aria-hidden="true"> / </span>
          {crumb.to ? (
            <Link to={crumb.to} className="hover:underline">
              {crumb.label}
            </Link>
          ) : (
            <span>{crumb.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
