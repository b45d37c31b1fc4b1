import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InfoPage } from '@apotek/contract/info-pages';
import { formatDate } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { PageMeta } from '~/components/page-meta';
import { Alert } from '~/components/ui/alert';
import { useLocale } from '~/lib/root-data';
import { PROSE } from './prose';

/** A page's version and the date it took effect, as the legal pages show them (and registration records). */
export function VersionLine({ page }: { page: InfoPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted" data-testid="page-version" data-version={page.version}>
      <span className="font-semibold text-ink">{t('info.version', { version: page.version })}</span>
      <span aria-hidden="true" className="hidden sm:inline">·</span>
      <span>{t('info.effective', { date: formatDate(page.effective_at, locale) })}</span>
    </p>
  );
}

/** The sections of a long document: a sticky column on wide screens, a folded list above the text on a phone. */
function Contents({ page, id }: { page: InfoPage; id: string }) {
  const { t } = useTranslation();
  const list = (
    <ol className="space-y-1.5 text-sm">
      {page.toc.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? 'pl-4' : ''}>
          <a href={`#${entry.id}`} className={`block rounded px-1 py-0.5 hover:bg-primary-soft hover:text-primary-strong ${entry.level === 3 ? 'text-muted' : 'text-ink'}`}>
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="rounded-xl border border-gray-200 bg-white p-4 lg:hidden" data-testid="toc-mobile">
        <summary className="cursor-pointer text-sm font-semibold">{t('info.toc')}</summary>
        <nav aria-label={t('info.toc')} className="mt-3">
          {list}
        </nav>
      </details>
      <nav aria-labelledby={`${id}-toc`} className="hidden lg:block" data-testid="toc">
        <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4">
          <h2 id={`${id}-toc`} className="mb-3 text-sm font-semibold">
            {t('info.toc')}
          </h2>
          {list}
        </div>
      </nav>
    </>
  );
}

/** The other versions of a document: every one stays readable, since a consent points at one of them. */
function Versions({ page, path }: { page: InfoPage; path: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (page.versions.length < 2) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-primary-strong">{t('info.versions')}</summary>
      <ul className="mt-2 space-y-1">
        {page.versions.map((v, index) => (
          <li key={v.version}>
            <Link to={index === 0 ? path : `${path}?version=${encodeURIComponent(v.version)}`} className="underline" aria-current={v.version === page.version ? 'page' : undefined}>
              {t('info.version', { version: v.version })} — {formatDate(v.effective_at, locale)}
              {index === 0 ? ` (${t('info.currentMark')})` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * An information page from the API: its title, the sanitised HTML the server rendered from Markdown, and
 * for legal documents the version, its date and a table of contents. `children` follow the text (the
 * marketplace note); `side` stands beside the text on a wide screen, below it on a phone (the advertise form).
 */
export function InfoDocument({ page, path, legal = false, parents = [], aside, side, children }: { page: InfoPage; path: string; legal?: boolean; parents?: Crumb[]; aside?: ReactNode; side?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const withToc = legal && page.toc.length > 1;
  return (
    <article aria-labelledby="page-title" className="space-y-6" data-testid="info-page" data-slug={page.slug}>
      <PageMeta title={page.title} description={page.summary} />
      <header className="max-w-[68ch]">
        <Breadcrumb trail={[...parents, { label: page.title }]} />
        <h1 id="page-title" className="mt-1 text-2xl font-bold leading-tight text-ink sm:text-3xl">
          {page.title}
        </h1>
        <p className="mt-2 text-base text-muted">{page.summary}</p>
        {legal && <VersionLine page={page} />}
        {legal && <Versions page={page} path={path} />}
      </header>
      {!page.current && (
        <Alert tone="warning">
          <p>{t('info.oldVersion', { version: page.version })}</p>
          <Link to={path} className="font-semibold underline">
            {t('info.latest')}
          </Link>
        </Alert>
      )}
      <div className={withToc ? 'grid gap-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10' : side ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_440px] lg:gap-10' : ''}>
        {withToc && <Contents page={page} id="doc" />}
        <div className="min-w-0">
          {/* Rendered from Markdown and sanitised by the API (modules/pages/markdown.ts): no script, style or event attribute survives. */}
          <div className={PROSE} data-testid="info-body" dangerouslySetInnerHTML={{ __html: page.html }} />
          {legal && <p className="mt-8 max-w-[68ch] border-t border-gray-200 pt-4 text-sm text-muted">{t('info.consentNote')}</p>}
          {aside}
        </div>
        {side && <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">{side}</div>}
      </div>
      {children}
    </article>
  );
}
