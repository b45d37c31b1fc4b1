// The same generator the catalogue seeds with: the same BENCH_SEED replays the same deliveries in the same order.
export { seededRandom as seeded } from '../../apps/api/src/modules/catalog/catalog.random.ts';

/** An integer in [min, max]. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Fisher–Yates, in place. */
export function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
