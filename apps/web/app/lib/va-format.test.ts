import { describe, expect, it } from 'vitest';
import { groupVaNumber } from './va-format';

describe('groupVaNumber', () => {
  it('groups a 16-digit number 4-4-4-4', () => {
    expect(groupVaNumber('8808123456789012')).toBe('8808 1234 5678 9012');
  });

  it('leaves a short last group at the end and regroups a number that came spaced', () => {
    expect(groupVaNumber('70012345678901234')).toBe('7001 2345 6789 0123 4');
    expect(groupVaNumber('88 0812 3456')).toBe('8808 1234 56');
  });

  it('keeps what is not a number as it is', () => {
    expect(groupVaNumber('ABC-123')).toBe('ABC-123');
    expect(groupVaNumber('1234')).toBe('1234');
  });
});
