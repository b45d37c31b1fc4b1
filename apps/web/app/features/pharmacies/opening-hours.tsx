import { useTranslation } from '~/i18n/translate';
import type { OpeningHours } from '@apotek/contract/pharmacies';
import { useLocale } from '~/lib/root-data';
import { formatClock } from './format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Opening hours per weekday on the pharmacy's clock (its time_zone), Monday first as in Indonesia, today highlighted. */
export function OpeningHoursTable({ hours, today }: { hours: OpeningHours[]; today: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('pharmacy.hours.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('pharmacy.hours.day')}</th>
          <th scope="col">{t('pharmacy.hours.time')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const row = hours.find((h) => h.weekday === day);
          const isToday = day === today;
          const opens = row && !row.closed ? row.opens_at : null;
          const closes = row && !row.closed ? row.closes_at : null;
          const closed = !opens || !closes;
          return (
            <tr key={day} aria-current={isToday ? 'date' : undefined} className={isToday ? 'bg-primary-soft font-semibold' : 'border-t border-gray-100'}>
              <th scope="row" className="py-2 pl-3 text-left font-medium">
                {t(`pharmacy.weekday.${day}`)}
                {isToday && <span className="ml-2 text-xs text-primary-strong">({t('pharmacy.hours.today')})</span>}
              </th>
              <td className={`py-2 pr-3 text-right tabular-nums ${closed ? 'text-muted' : ''}`}>
                {closed ? t('pharmacy.hours.closed') : opens === '00:00' && closes === '24:00' ? t('pharmacy.hours.allDay') : `${formatClock(opens, locale)} – ${formatClock(closes, locale)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
