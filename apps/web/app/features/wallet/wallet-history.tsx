import { Form, Link } from 'react-router';
import type { Page } from '@apotek/contract/envelope';
import type { WalletTopUp, WalletTransaction } from '@apotek/contract/wallet';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { buttonClass, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { inputClass } from '~/components/ui/field';
import { Pagination } from '~/components/ui/pagination';
import { useLocale } from '~/lib/root-data';
import { HISTORY_KINDS, historyHref, type HistoryFilter } from './wallet-fields';

/** Top-ups opened and not yet paid, each with the way back to its QR or VA number. */
export function OpenTopUps({ topUps, next }: { topUps: WalletTopUp[]; next: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (topUps.length === 0) return null;
  return (
    <Card as="section" tone="warning" padding="lg" aria-labelledby="open-top-ups" data-testid="open-top-ups">
      <h2 id="open-top-ups" className="font-semibold">
        {t('wallet.topUp.open')}
      </h2>
      <p className="text-xs text-muted">{t('wallet.topUp.openHint')}</p>
      <ul className="mt-3 space-y-2">
        {topUps.map((topUp) => (
          <li key={topUp.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-3 py-2">
            <span>
              <span className="block font-semibold">{formatRupiah(topUp.amount)}</span>
              <span className="block text-xs text-muted">
                {t(`channel.${topUp.channel}`)} · {t('wallet.topUp.until', { time: formatDateTime(topUp.expires_at, locale) })}
              </span>
            </span>
            <LinkButton to={`/wallet/instruction/${topUp.id}${next ? `?next=${encodeURIComponent(next)}` : ''}`} variant="outline">
              {t('wallet.topUp.pay')}
            </LinkButton>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Where a movement came from: the order it paid or refunded, or the top-up's reference. */
function Source({ row }: { row: WalletTransaction }) {
  const { t } = useTranslation();
  if (row.order_id?.startsWith('APT-'))
    return (
      <Link to={`/order/summary/${row.order_id}`} className="text-primary-strong hover:underline">
        {t('wallet.history.order', { id: row.order_id })}
      </Link>
    );
  if (row.order_id) return <>{row.order_id}</>;
  if (row.payment_ref) return <>{t('wallet.history.reference', { ref: row.payment_ref })}</>;
  return null;
}

/**
 * The history (POST /api/wallet/report-transaction) under the filters of the address: a plain GET form,
 * so filtering and paging work before scripts and each view has its own address.
 */
export function WalletHistory({ history, filter }: { history: Page<WalletTransaction>; filter: HistoryFilter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const filtered = Boolean(filter.kind || filter.from || filter.to);
  return (
    <Card as="section" padding="lg" aria-labelledby="history" className="scroll-mt-24 space-y-4" data-testid="wallet-history">
      <h2 id="history" className="font-semibold">
        {t('wallet.history.title')}
      </h2>
      <Form method="get" action="/wallet#history" className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('wallet.history.kind')}</span>
          <select name="kind" defaultValue={filter.kind ?? ''} className={inputClass()} data-testid="history-kind">
            <option value="">{t('wallet.history.allKinds')}</option>
            {HISTORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`wallet.history.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('wallet.history.from')}</span>
          <input type="date" name="from" defaultValue={filter.from ?? ''} className={inputClass()} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('wallet.history.to')}</span>
          <input type="date" name="to" defaultValue={filter.to ?? ''} className={inputClass()} />
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass('outline')}>
            {t('wallet.history.apply')}
          </button>
          {filtered && (
            <Link to="/wallet#history" className={buttonClass('ghost')}>
              {t('wallet.history.reset')}
            </Link>
          )}
        </div>
      </Form>
      {history.data.length === 0 ? (
        <EmptyState compact title={filtered ? t('wallet.history.emptyFiltered') : t('wallet.history.empty')} />
      ) : (
        <ul className="divide-y divide-gray-100">
          {history.data.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-3" data-testid="wallet-movement" data-kind={row.kind} data-amount={row.amount}>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold">{t(`wallet.history.kinds.${row.kind}`)}</span>
                <span className="block break-all text-xs text-muted">
                  <Source row={row} />
                </span>
                <span className="block text-xs text-muted">{formatDateTime(row.created_at, locale)}</span>
              </span>
              <span className={`shrink-0 font-semibold tabular-nums ${row.amount >= 0 ? 'text-success' : 'text-ink'}`}>
                {row.amount >= 0 ? '+' : '−'}
                {formatRupiah(Math.abs(row.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.lastPage > 1 && <Pagination page={history.page} lastPage={history.lastPage} hrefFor={(page) => historyHref(filter, page)} label={t('wallet.history.pages')} />}
    </Card>
  );
}
