import { Form, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { PharmacyCity } from '@apotek/contract/pharmacies';
import { buttonClass } from '~/components/ui/button';
import { returnPath } from './choose-store-form';

/**
 * "Atau pilih kota": for a shopper who would rather not share a location. Posts to /store (a plain form, so it
 * works before JavaScript), which keeps the city in `apotek_city`; product pages then send from the nearest
 * pharmacy with stock in that city, and this list shows that city's pharmacies.
 */
export function CityPicker({ cities, city }: { cities: PharmacyCity[]; city: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (cities.length === 0) return null;
  return (
    <Form method="post" action="/store" preventScrollReset className="flex flex-col gap-2 sm:max-w-xl sm:flex-row sm:items-end" aria-label={t('pharmacy.city.form')}>
      <input type="hidden" name="intent" value="city" />
      <input type="hidden" name="redirect" value={returnPath(location)} />
      <label className="flex grow flex-col gap-1 text-sm font-semibold">
        {t('pharmacy.city.label')}
        <select
          name="city"
          defaultValue={city ?? ''}
          key={city ?? ''}
          className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base font-normal focus:border-primary focus:outline-none"
        >
          <option value="">{t('pharmacy.city.all')}</option>
          {cities.map((c) => (
            <option key={c.city} value={c.city}>
              {t('pharmacy.city.option', { city: c.city, count: c.count })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass('outline', 'min-h-11')}>
        {t('pharmacy.city.apply')}
      </button>
    </Form>
  );
}
