import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page heading with a breadcrumb home. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header>
      <nav aria-label={t('nav.breadcrumb')} className="text-xs text-muted">
        <Link to="/" className="hover:underline">
          {t('nav.home')}
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{title}</span>
      </nav>
      <h1 id="page-title" className="mt-1 text-2xl font-bold text-ink">
        {title}
      </h1>
      {children}
    </header>
  );
}
