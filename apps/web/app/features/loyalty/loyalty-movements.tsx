import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoyaltyTransaction } from '@apotek/contract/loyalty';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Pagination } from '~/components/ui/pagination';
import { useLocale } from '~/lib/root-data';
import { formatUnits, movementLabel } from './loyalty-format';

export type LoyaltyUnit = 'points' | 'coins';

/** "201 poin" / "1 point": a whole number of the unit in the page's language. */
export function useUnits(unit: LoyaltyUnit) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (n: number) => t(unit === 'points' ? 'loyalty.units.points' : 'loyalty.units.coins', { count: n, n: formatUnits(n, locale) });
}

/**
 * Movements of points or coins, newest first as the API answers them: what happened, the order it
 * belongs to, when, what it did to the balance (+/−) and, for a credit, until when what is left of it
 * stays valid. Paging is by links (`?page=`), so it works without scripts.
 */
export function LoyaltyMovements({
  rows,
  unit,
  page,
  lastPage,
  hrefFor,
  title,
  empty,
  testId,
  headingLevel = 2,
}: {
  rows: LoyaltyTransaction[];
  unit: LoyaltyUnit;
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  title: string;
  /** What the section says with nothing to list. */
  empty: ReactNode;
  testId: string;
  /** 3 when the list sits in a section with a heading of its own. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits(unit);
  const headingId = `${testId}-title`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2">
        <Heading id={headingId} className={`${headingLevel === 3 ? 'text-base' : 'text-lg'} font-bold text-ink`}>
          {title}
        </Heading>
        {rows.length > 1 && <span className="text-xs text-muted">{t('loyalty.newestFirst')}</span>}
      </div>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white px-4">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-3" data-testid="loyalty-movement" data-kind={row.kind} data-amount={row.amount} data-order-id={row.order_id ?? undefined}>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{t(`loyalty.kinds.${movementLabel(row)}`)}</span>
                {row.order_id && (
                  <Link to={`/order/summary/${encodeURIComponent(row.order_id)}`} className="block break-all text-xs font-medium text-primary-strong hover:underline">
                    {t('loyalty.order', { id: row.order_id })}
                  </Link>
                )}
                <span className="block text-xs text-muted">{formatDateTime(row.created_at, locale)}</span>
                {row.expires_at && row.amount > 0 && <span className="block text-xs text-muted">{t('loyalty.until', { date: formatDateTime(row.expires_at, locale) })}</span>}
                {row.shortfall !== null && row.shortfall > 0 && <span className="block text-xs text-warning">{t('loyalty.shortfall', { units: units(row.shortfall) })}</span>}
              </span>
              <span className={`shrink-0 font-semibold tabular-nums ${row.amount >= 0 ? 'text-success' : 'text-ink'}`}>
                {row.amount >= 0 ? '+' : '−'}
                {units(Math.abs(row.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={hrefFor} label={t('loyalty.pages')} />
    </section>
  );
}
