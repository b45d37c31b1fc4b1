import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('console CSV export', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(toCsv(['x', 'y'], [[1, 'a']])).toBe('\uFEFFx,y\r\n1,a\r\n');
  });
});
