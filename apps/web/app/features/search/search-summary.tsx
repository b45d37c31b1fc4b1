import { useTranslation } from '~/i18n/translate';

/** What was searched, and — when the engine fixed a typo — what the results are actually for. */
export function SearchSummary({ q, corrected }: { q: string; corrected: string | null }) {
  const { t } = useTranslation();
  if (!q) return <p className="mt-2 text-sm text-muted">{t('search.empty')}</p>;
  const fixed = corrected?.trim() ?? '';
  const showCorrection = fixed !== '' && fixed.toLowerCase() !== q.toLowerCase();
  return (
    <div className="mt-2 space-y-2 text-sm">
      <p className="text-muted">{t('search.keyword', { q })}</p>
      {showCorrection && (
        <p data-testid="search-correction" className="inline-block rounded-lg bg-secondary-soft px-3 py-2 text-ink">
          {t('search.showingFor')} <strong className="font-semibold">“{fixed}”</strong>
        </p>
      )}
    </div>
  );
}
