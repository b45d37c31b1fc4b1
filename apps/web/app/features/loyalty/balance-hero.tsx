import type { ReactNode } from 'react';
import { formatDateTime } from '@apotek/contract/format/date';
import type { ExpiringSoon } from '@apotek/contract/loyalty';
import { useTranslation } from '~/i18n/translate';
import { useLocale } from '~/lib/root-data';

/**
 * A balance of points or coins as the wallet's card shows money: the amount, what it is worth at
 * checkout, and the next lapse (how much, and when in WIB).
 */
export function BalanceHero({
  title,
  balance,
  worth,
  lapse,
  noLapse,
  testId,
  children,
}: {
  title: string;
  /** The balance in its unit, written out ("201 poin"). */
  balance: { value: number; text: string };
  /** What it takes off at checkout, written out, or null. */
  worth: string | null;
  lapse: ExpiringSoon;
  noLapse: string;
  testId: string;
  children?: (lapse: { units: number; date: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="rounded-2xl bg-gradient-to-br from-primary-strong to-primary p-5 text-white shadow-sm" data-testid={testId}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white/90">{title}</h2>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={`${testId}-balance`} data-balance={balance.value}>
        {balance.text}
      </p>
      {worth && <p className="text-sm text-white/85">{t('loyalty.worth', { amount: worth })}</p>}
      <p className="mt-3 text-xs text-white/90" data-testid={`${testId}-lapse`} data-amount={lapse?.amount ?? 0}>
        {lapse && children ? children({ units: lapse.amount, date: formatDateTime(lapse.date, locale) }) : noLapse}
      </p>
    </div>
  );
}
