import { describe, expect, it } from 'vitest';
import { waitingFor } from './waiting';

const MIN = 60;
const HOUR = 3600;

describe('waiting badge', () => {
  it('counts in the largest whole unit, never below one minute', () => {
    expect(waitingFor(5)).toMatchObject({ unit: 'minutes', count: 1 });
    expect(waitingFor(42 * MIN)).toMatchObject({ unit: 'minutes', count: 42 });
    expect(waitingFor(2.5 * HOUR)).toMatchObject({ unit: 'hours', count: 2 });
    expect(waitingFor(50 * HOUR)).toMatchObject({ unit: 'days', count: 2 });
  });

  it('turns amber after an hour and red after four', () => {
    expect(waitingFor(59 * MIN).tone).toBe('success');
    expect(waitingFor(HOUR).tone).toBe('warning');
    expect(waitingFor(4 * HOUR).tone).toBe('danger');
  });

  it('treats a negative wait as no wait at all', () => {
    expect(waitingFor(-60)).toMatchObject({ unit: 'minutes', count: 1, tone: 'success' });
  });
});
