import type { CoinHistory, CustomerCoins, EmployeeCoinHistory, EmployeeCoins } from '@apotek/contract/loyalty';
import { formatDateTime } from '@apotek/contract/format/date';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { useLocale } from '~/lib/root-data';
import { BalanceHero } from './balance-hero';
import { formatMonth } from './loyalty-format';
import { LoyaltyIcon } from './loyalty-icon';
import { LoyaltyMovements, useUnits } from './loyalty-movements';

export interface CoinsHistoryProps {
  coins: CustomerCoins;
  /** The Koin Apotek movements; null when they could not be read. */
  coinHistory: CoinHistory | null;
  /** Only for an employee; null for everyone else (nothing of the allowance is shown to them). */
  employee: { summary: EmployeeCoins; history: EmployeeCoinHistory | null } | null;
}

const pageHref = (page: number) => (page === 1 ? '/profile/coins-history' : `/profile/coins-history?page=${page}`);
const coinsPageHref = (page: number) => (page === 1 ? '/profile/coins-history' : `/profile/coins-history?coins_page=${page}`);

/** /profile/coins-history: Koin Apotek, then (employees only) this month's allowance and its movements. */
export function CoinsHistoryPage({ coins, coinHistory, employee }: CoinsHistoryProps) {
  const { t } = useTranslation();
  const units = useUnits('coins');
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BalanceHero
          title={t('loyalty.coins.balance')}
          balance={{ value: coins.balance, text: units(coins.balance) }}
          worth={coins.balance > 0 ? formatRupiah(coins.balance * coins.rupiah_per_coin) : null}
          lapse={coins.expiring_soon}
          noLapse={t('loyalty.coins.noLapse')}
          testId="coins"
        >
          {({ units: n, date }) => t('loyalty.coins.lapse', { units: units(n), date })}
        </BalanceHero>
        {coins.balance === 0 && <EmptyState compact icon={LoyaltyIcon} text={t('loyalty.coins.empty')} data-testid="coins-empty" />}
        {coins.balance > 0 && coins.stores.length > 0 && (
          <Card padding="md" data-testid="coins-carts">
            <h3 className="text-sm font-semibold">{t('loyalty.coins.carts')}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {coins.stores.map((store) => (
                <li key={store.store_id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">{store.store_name}</span>
                  <span className="text-muted">
                    {store.usable > 0 ? t('loyalty.coins.cartUse', { units: units(store.usable), amount: formatRupiah(store.usable * coins.rupiah_per_coin) }) : t('loyalty.coins.cartNone')}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card as="section" aria-labelledby="coins-how" padding="lg">
          <h3 id="coins-how" className="font-semibold">
            {t('loyalty.coins.howTitle')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
            <li>{t('loyalty.coins.howGet')}</li>
            <li>{t('loyalty.coins.howSpend', { amount: formatRupiah(coins.rupiah_per_coin), percent: coins.max_share_percent })}</li>
          </ul>
        </Card>
        {coinHistory === null ? (
          <Alert tone="error">{t('loyalty.coins.loadFailed')}</Alert>
        ) : (
          coinHistory.total > 0 && (
            <LoyaltyMovements
              rows={coinHistory.data}
              unit="coins"
              page={coinHistory.page}
              lastPage={coinHistory.lastPage}
              hrefFor={coinsPageHref}
              title={t('loyalty.coins.historyTitle')}
              testId="coin-movements"
              headingLevel={3}
              empty={null}
            />
          )
        )}
      </div>
      {employee && <EmployeeCoinsSection {...employee} />}
    </div>
  );
}

function EmployeeCoinsSection({ summary, history }: { summary: EmployeeCoins; history: EmployeeCoinHistory | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits('coins');
  return (
    <section aria-labelledby="employee-coins-title" className="space-y-3 border-t border-gray-200 pt-6" data-testid="employee-coins">
      <div>
        <h2 id="employee-coins-title" className="text-lg font-bold text-ink">
          {t('loyalty.employee.title')}
        </h2>
        <p className="text-sm text-muted">{t('loyalty.employee.lead')}</p>
      </div>
      <Card padding="lg" tone="accent">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted">{t('loyalty.employee.allowance', { month: formatMonth(summary.month, locale) })}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="employee-allowance">
              {units(summary.monthly_allowance)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('loyalty.employee.left')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-primary-strong" data-testid="employee-balance" data-balance={summary.balance}>
              {units(summary.balance)}
            </dd>
          </div>
        </dl>
        {summary.expires_at && (
          <p className="mt-3 text-xs text-muted" data-testid="employee-lapse">
            {t('loyalty.employee.lapse', { date: formatDateTime(summary.expires_at, locale) })}
          </p>
        )}
      </Card>
      {history === null ? (
        <Alert tone="error">{t('loyalty.employee.loadFailed')}</Alert>
      ) : (
        <LoyaltyMovements
          rows={history.data}
          unit="coins"
          page={history.page}
          lastPage={history.lastPage}
          hrefFor={pageHref}
          title={t('loyalty.employee.historyTitle')}
          testId="employee-movements"
          headingLevel={3}
          empty={<EmptyState compact text={t('loyalty.employee.empty')} />}
        />
      )}
    </section>
  );
}
