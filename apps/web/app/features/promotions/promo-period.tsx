import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';

/** When a promotion runs, in Jakarta time (WIB). */
export function PromoPeriod({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary-soft px-3 py-1 text-xs font-medium text-secondary-strong" data-testid="promo-period">
      <ClockIcon className="h-4 w-4 shrink-0" aria-hidden />
      <span className="sr-only">{t('promo.periodLabel')}: </span>
      {t('promo.period', { from: formatDateTime(from, locale), to: formatDateTime(to, locale) })}
    </p>
  );
}
