import { describe, expect, it } from 'vitest';
import type { HealthEntry } from '@apotek/contract/health-tracker';
import { entryDetail, entryValue } from './health-format';
import type { HealthT } from './health-i18n';
import { bandsOf, seriesOf } from './tracker-chart';

const t = ((key: string) => key.split('.').at(-1)!) as HealthT;
const entry = (id: number, tracker: HealthEntry['tracker'], values: Record<string, number>, date: string | null, label: string | null = null): HealthEntry => ({ id, tracker, values, date, label, note: null, created_at: `2025-11-0${id}T03:00:00.000Z` });

describe('the tracker chart’s lines and bands', () => {
  it('draws one line per field, leaving undated entries off the time axis', () => {
    const series = seriesOf('blood_pressure', [entry(1, 'blood_pressure', { systolic: 120, diastolic: 80 }, null), entry(2, 'blood_pressure', { systolic: 130, diastolic: 85 }, '2025-11-02')], 'id', t);
    expect(series.map((s) => [s.name, s.points.map((p) => p.y)])).toEqual([['systolic', [130]], ['diastolic', [85]]]);
  });

  it('draws one line per blood sugar kind and per child', () => {
    const sugar = seriesOf('blood_sugar', [entry(1, 'blood_sugar', { glucose: 95 }, '2025-11-01', 'fasting'), entry(2, 'blood_sugar', { glucose: 150 }, '2025-11-02', 'after_meal')], 'en', t);
    expect(sugar.map((s) => s.name)).toEqual(['fasting', 'after_meal']);
    const kids = seriesOf('child_temperature', [entry(1, 'child_temperature', { temperature: 38 }, '2025-11-01', 'Aisyah'), entry(2, 'child_temperature', { temperature: 37 }, '2025-11-02', 'Bima')], 'id', t);
    expect(kids.map((s) => s.name)).toEqual(['Aisyah', 'Bima']);
  });

  it('shades the normal range; weight’s from the latest height', () => {
    expect(bandsOf('bmi', null)).toEqual([{ low: 18.5, high: 22.9 }]);
    expect(bandsOf('weight', null)).toEqual([]);
    expect(bandsOf('weight', 170)).toEqual([{ low: 53.5, high: 66.2 }]);
    expect(bandsOf('blood_sugar', null)).toEqual([{ field: 'glucose', low: 70, high: 99, kind: 'fasting' }]);
    expect(bandsOf('cholesterol', null)).toEqual([{ field: 'total', low: 0, high: 199 }]);
  });

  it('writes values in the locale', () => {
    const bmi = { ...entry(1, 'bmi', { height: 170, weight: 70.5, bmi: 24.4 }, null), category: 'overweight' as const };
    expect(entryValue(bmi, 'id')).toBe('24,4');
    expect(entryDetail(bmi, 'id', t)).toBe('height 170 cm · weight 70,5 kg · overweight');
    expect(entryValue(entry(2, 'blood_pressure', { systolic: 120, diastolic: 80 }, '2025-11-02'), 'en')).toBe('120/80 mmHg');
  });
});
