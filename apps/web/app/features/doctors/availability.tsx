import { TIME_ZONE } from '@apotek/contract/constants';
import type { DoctorDetail } from '@apotek/contract/doctors';
import { zoneAbbreviation } from '@apotek/contract/time-zones';
import { useTranslation } from '~/i18n/translate';
import { useLocale } from '~/lib/root-data';
import { jakartaDay, jakartaTime } from './format';

/** Online until when, or the next times the doctor practises, on the shop's clock (WIB). */
export function Availability({ doctor }: { doctor: Pick<DoctorDetail, 'accepting' | 'is_online' | 'online_until' | 'next_available'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = zoneAbbreviation(TIME_ZONE);
  if (!doctor.accepting) return <p className="text-sm font-semibold text-muted">{t('doctors.onLeave')}</p>;
  return (
    <div className="space-y-3 text-sm" data-testid="doctor-availability">
      {doctor.is_online && doctor.online_until && (
        <p className="font-semibold text-success">{t('doctors.profile.onlineUntil', { time: `${jakartaTime(doctor.online_until, locale)} ${zone}` })}</p>
      )}
      {/* A doctor with any weekly slot always has one within two weeks; a schedule left empty shows nothing here. */}
      {doctor.next_available.length > 0 && (
        <div>
          <h3 className="mb-1 font-semibold text-ink">{t('doctors.profile.next')}</h3>
          <ul className="space-y-1">
            {doctor.next_available.map((w) => (
              <li key={w.starts_at} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                <span>{jakartaDay(w.starts_at, locale)}</span>
                <span className="text-muted">
                  {jakartaTime(w.starts_at, locale)} – {jakartaTime(w.ends_at, locale)} {zone}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
