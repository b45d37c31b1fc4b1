import { TIME_ZONE } from '@apotek/contract/constants';
import { weeklySlotsIn } from '@apotek/contract/doctor-schedule';
import type { DoctorDetail } from '@apotek/contract/doctors';
import { type IndonesianTimeZone, zoneAbbreviation } from '@apotek/contract/time-zones';
import { useTranslation } from '~/i18n/translate';
import { useLocale } from '~/lib/root-data';
import { formatClock } from './format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const SHOP_ZONE = TIME_ZONE as IndonesianTimeZone;

/**
 * The weekly schedule on the shop's clock (Asia/Jakarta, SPEC §1), Monday first, today marked. A doctor on
 * WITA or WIT keeps their hours on their own clock; they are moved to WIB here and the note says so.
 */
export function ScheduleTable({ doctor, today }: { doctor: Pick<DoctorDetail, 'schedule' | 'time_zone'>; today: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slots = weeklySlotsIn(doctor.schedule, doctor.time_zone, SHOP_ZONE);
  const shop = zoneAbbreviation(SHOP_ZONE);
  const own = zoneAbbreviation(doctor.time_zone);
  return (
    <>
      <table className="w-full text-sm" data-testid="doctor-schedule">
        <caption className="sr-only">{t('doctors.profile.schedule')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('pharmacy.hours.day')}</th>
            <th scope="col">{t('pharmacy.hours.time')}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const of = slots.filter((s) => s.weekday === day);
            const isToday = day === today;
            return (
              <tr key={day} aria-current={isToday ? 'date' : undefined} className={isToday ? 'bg-primary-soft font-semibold' : 'border-t border-gray-100'}>
                <th scope="row" className="py-2 pl-3 text-left align-top font-medium">
                  {t(`pharmacy.weekday.${day}`)}
                  {isToday && <span className="ml-2 text-xs text-primary-strong">({t('pharmacy.hours.today')})</span>}
                </th>
                <td className={`py-2 pr-3 text-right tabular-nums ${of.length === 0 ? 'text-muted' : ''}`}>
                  {of.length === 0
                    ? t('doctors.profile.off')
                    : of.map((s) => (
                        <span key={s.starts_at} className="block">
                          {s.starts_at === '00:00' && s.ends_at === '24:00' ? t('pharmacy.hours.allDay') : `${formatClock(s.starts_at, locale)} – ${formatClock(s.ends_at, locale)} ${shop}`}
                        </span>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted" data-testid="schedule-zone">
        {own === shop ? t('doctors.profile.zoneNote', { zone: shop, tz: SHOP_ZONE }) : t('doctors.profile.zoneConverted', { zone: own, tz: doctor.time_zone, shop })}
      </p>
    </>
  );
}
