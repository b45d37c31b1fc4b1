import { describe, expect, it } from 'vitest';
import { bmiCategory, bmiOf, checkHealthEntry, normalWeightFor, sortHealthEntries } from './health-tracker-rules.ts';

describe('health tracker rules', () => {
  it('computes BMI to one decimal and categorises it by the Asia-Pacific cut-offs', () => {
    expect(bmiOf(170, 70)).toBe(24.2);
    expect([18.4, 18.5, 22.9, 23, 24.9, 25].map(bmiCategory)).toEqual(['underweight', 'normal', 'normal', 'overweight', 'overweight', 'obese']);
    expect(normalWeightFor(170)).toEqual({ low: 53.5, high: 66.2 });
  });

  it('sorts BMI by created_at and the others by date, a missing date as 1970-01-01', () => {
    const e = (id: number, tracker: string, date: string | null, created_at: string) => ({ id, tracker, date, created_at });
    expect(sortHealthEntries([e(1, 'weight', '2025-02-01', '2025-01-01'), e(2, 'weight', null, '2025-03-01'), e(3, 'weight', '1970-01-01', '2025-01-01')]).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(sortHealthEntries([e(1, 'bmi', null, '2025-02-01T00:00:00Z'), e(2, 'bmi', null, '2025-01-01T00:00:00Z')]).map((x) => x.id)).toEqual([2, 1]);
  });

  it('reads decimals with a point or a comma and refuses the rest in the locale', () => {
    const ok = checkHealthEntry({ tracker: 'child_temperature', temperature: '38,5', child_name: ' Aisyah ', date: '2025-11-01' }, 'id', '2025-11-25');
    expect(ok).toEqual({ entry: { tracker: 'child_temperature', date: '2025-11-01', label: 'Aisyah', note: null, values: { temperature: 38.5 } } });
    const bad = checkHealthEntry({ tracker: 'blood_pressure', systolic: '1e2', diastolic: '', pulse: '250' }, 'en', '2025-11-25');
    expect(bad).toEqual({
      errors: {
        systolic: ['The Systolic field must contain only decimal values'],
        diastolic: ['The Diastolic field is required'],
        pulse: ['Pulse must be between 30 and 220 bpm'],
      },
    });
    expect(checkHealthEntry({ tracker: 'weight', weight: '70', date: '2025-11-26' }, 'id', '2025-11-25')).toEqual({ errors: { date: ['Tanggal harus berformat YYYY-MM-DD dan tidak di masa depan'] } });
  });
});
