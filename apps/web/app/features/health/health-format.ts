import { formatDate } from '@apotek/contract/format/date';
import type { Locale } from '@apotek/contract/constants';
import { HEALTH_CHART_FIELDS, HEALTH_FIELDS, type HealthTrackerName } from '@apotek/contract/health-tracker-rules';
import type { HealthEntry } from '@apotek/contract/health-tracker';
import type { HealthT } from './health-i18n';

/** 72,5 (id) / 72.5 (en): at most the decimals the field takes. */
export function formatNumber(value: number, locale: Locale, digits = 1): string {
  return new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: digits }).format(value);
}

/** SPEC §4's time of an entry: BMI by created_at, the others by date (a missing date as 1970-01-01). */
export function entryTime(entry: Pick<HealthEntry, 'tracker' | 'date' | 'created_at'>): number {
  if (entry.tracker === 'bmi') return Date.parse(entry.created_at);
  return Date.parse(`${entry.date ?? '1970-01-01'}T00:00:00+07:00`);
}

export function entryDate(entry: Pick<HealthEntry, 'tracker' | 'date' | 'created_at'>, locale: Locale, t: HealthT): string {
  if (entry.tracker === 'bmi') return formatDate(entry.created_at, locale);
  return entry.date ? formatDate(`${entry.date}T00:00:00+07:00`, locale) : t('health.table.noDate');
}

function unitOf(tracker: HealthTrackerName, field: string): string {
  return HEALTH_FIELDS[tracker].find((f) => f.name === field)?.unit ?? '';
}

/** The entry's main value as read aloud: "24,2", "120/80 mmHg", "38,5 °C". */
export function entryValue(entry: HealthEntry, locale: Locale): string {
  const v = entry.values;
  const n = (x: number | undefined) => (x === undefined ? '–' : formatNumber(x, locale));
  switch (entry.tracker) {
    case 'bmi':
      return n(v.bmi);
    case 'blood_pressure':
      return `${n(v.systolic)}/${n(v.diastolic)} mmHg`;
    case 'cholesterol':
      return `${n(v.total)} mg/dL`;
    default: {
      const field = HEALTH_CHART_FIELDS[entry.tracker][0]!;
      return `${n(v[field])} ${unitOf(entry.tracker, field)}`;
    }
  }
}

/** What else the entry holds: BMI's height and weight and category, the pulse, the LDL…, the kind, the child. */
export function entryDetail(entry: HealthEntry, locale: Locale, t: HealthT): string {
  const v = entry.values;
  const parts: string[] = [];
  const field = (name: string) => `${t(`health.short.${name}` as never)} ${formatNumber(v[name]!, locale)}${unitOf(entry.tracker, name) ? ` ${unitOf(entry.tracker, name)}` : ''}`;
  if (entry.tracker === 'bmi') {
    parts.push(field('height'), field('weight'));
    if (entry.category) parts.push(t(`health.categories.${entry.category}` as never));
  }
  if (entry.tracker === 'blood_pressure' && v.pulse !== undefined) parts.push(field('pulse'));
  if (entry.tracker === 'cholesterol') for (const name of ['ldl', 'hdl', 'triglycerides']) if (v[name] !== undefined) parts.push(field(name));
  if (entry.tracker === 'blood_sugar' && entry.label) parts.push(t(`health.kinds.${entry.label}` as never));
  if (entry.tracker === 'child_temperature' && entry.label) parts.push(entry.label);
  if (entry.note) parts.push(entry.note);
  return parts.join(' · ');
}
