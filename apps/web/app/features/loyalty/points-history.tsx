import type { PointsHistory } from '@apotek/contract/loyalty';
import { formatRupiah } from '@apotek/contract/format/money';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { BalanceHero } from './balance-hero';
import { LoyaltyIcon } from './loyalty-icon';
import { LoyaltyMovements, useUnits } from './loyalty-movements';

const pageHref = (page: number) => (page === 1 ? '/profile/poin-history' : `/profile/poin-history?page=${page}`);

/** /profile/poin-history: the balance and its next lapse, how points come and go, and every movement. */
export function PointsHistoryPage({ points }: { points: PointsHistory }) {
  const { t } = useTranslation();
  const units = useUnits('points');
  return (
    <div className="space-y-6">
      <BalanceHero
        title={t('loyalty.points.balance')}
        balance={{ value: points.balance, text: units(points.balance) }}
        worth={points.balance > 0 ? formatRupiah(points.balance * points.rupiah_per_point) : null}
        lapse={points.expiring_soon}
        noLapse={t('loyalty.points.noLapse')}
        testId="points"
      >
        {({ units: n, date }) => t('loyalty.points.lapse', { units: units(n), date })}
      </BalanceHero>
      <Card as="section" aria-labelledby="points-how" padding="lg" data-testid="points-how">
        <h2 id="points-how" className="font-semibold">
          {t('loyalty.points.howTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{t('loyalty.points.howEarn', { amount: formatRupiah(points.rupiah_per_earned_point) })}</li>
          <li>{t('loyalty.points.howSpend', { amount: formatRupiah(points.rupiah_per_point) })}</li>
          <li>{t('loyalty.points.howExpire', { count: points.expiry_months })}</li>
          <li>{t('loyalty.points.howRefund')}</li>
        </ul>
      </Card>
      <LoyaltyMovements
        rows={points.data}
        unit="points"
        page={points.page}
        lastPage={points.lastPage}
        hrefFor={pageHref}
        title={t('loyalty.movements')}
        testId="points-movements"
        empty={
          <EmptyState
            icon={LoyaltyIcon}
            title={t('loyalty.points.emptyTitle')}
            text={t('loyalty.points.emptyText')}
            action={<LinkButton to="/product">{t('loyalty.points.emptyAction')}</LinkButton>}
            data-testid="points-empty"
          />
        }
      />
    </div>
  );
}
