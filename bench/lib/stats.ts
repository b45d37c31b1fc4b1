import os from 'node:os';

/** The middle value (mean of the two middle ones for an even count): rounds are compared by it. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export const round3 = (v: number) => Number(v.toFixed(3));

/** The one-minute load average, kept with each round: a busy machine explains a noisy one. */
export const load1 = () => Number(os.loadavg()[0]!.toFixed(2));
