import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/i18n/translate';
import type { Region } from '@apotek/contract/addresses';
import { quietBrowserApi } from '~/lib/api';
import { withQueries } from '~/lib/query-provider';
import { useHydratedId } from '~/lib/hydrated-ids';

export interface RegionValue {
  province: string;
  city: string;
  district: string;
  village: string;
}

const EMPTY: Region[] = [];

async function unwrap<T>(pending: Promise<{ ok: true; body: { data: T } } | { ok: false; message: string }>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.message);
  return result.body.data;
}

/** Province → city → district → village (Kemendagri codes); choosing a level clears the ones below. */
export const RegionSelects = withQueries(RegionSelectsBody);

function RegionSelectsBody({
  value,
  onChange,
  onPostalCode,
  errors,
}: {
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  /** A village with a known postcode fills the postcode field. */
  onPostalCode: (code: string) => void;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const api = quietBrowserApi();
  const provinces = useQuery({ queryKey: ['regions', 'provinces'], queryFn: () => unwrap(api.call('provinces')), staleTime: Infinity });
  const cities = useQuery({
    queryKey: ['regions', 'cities', value.province],
    queryFn: () => unwrap(api.call('provinceCities', { params: { id: value.province } })).then((d) => d.cities),
    enabled: value.province !== '',
    staleTime: Infinity,
  });
  const districts = useQuery({
    queryKey: ['regions', 'districts', value.city],
    queryFn: () => unwrap(api.call('cityDistricts', { params: { id: value.city } })).then((d) => d.districts),
    enabled: value.city !== '',
    staleTime: Infinity,
  });
  const villages = useQuery({
    queryKey: ['regions', 'villages', value.district],
    queryFn: () => unwrap(api.call('districtVillages', { params: { id: value.district } })).then((d) => d.villages),
    enabled: value.district !== '',
    staleTime: Infinity,
  });

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <RegionSelect
        name="province_code"
        label={t('address.province')}
        options={provinces.data ?? EMPTY}
        value={value.province}
        errors={errors.province_code}
        onChange={(province) => onChange({ province, city: '', district: '', village: '' })}
      />
      <RegionSelect
        name="city_code"
        label={t('address.city')}
        options={cities.data ?? EMPTY}
        value={value.city}
        disabled={value.province === ''}
        errors={errors.city_code}
        onChange={(city) => onChange({ ...value, city, district: '', village: '' })}
      />
      <RegionSelect
        name="district_code"
        label={t('address.district')}
        options={districts.data ?? EMPTY}
        value={value.district}
        disabled={value.city === ''}
        errors={errors.district_code}
        onChange={(district) => onChange({ ...value, district, village: '' })}
      />
      <RegionSelect
        name="village_code"
        label={t('address.village')}
        options={villages.data ?? EMPTY}
        value={value.village}
        disabled={value.district === ''}
        errors={errors.village_code}
        onChange={(village) => {
          onChange({ ...value, village });
          const postal = villages.data?.find((v) => v.code === village)?.postal_code;
          if (postal) onPostalCode(postal);
        }}
      />
    </div>
  );
}

function RegionSelect({
  name,
  label,
  options,
  value,
  disabled = false,
  errors = [],
  onChange,
}: {
  name: string;
  label: string;
  options: readonly Region[];
  value: string;
  disabled?: boolean;
  errors?: string[];
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useHydratedId();
  const invalid = errors.length > 0;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-lg border bg-white px-3 py-2 text-sm disabled:bg-gray-50 disabled:text-muted ${invalid ? 'border-danger' : 'border-gray-300'}`}
      >
        <option value="">{t('address.choose', { what: label })}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-danger">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
