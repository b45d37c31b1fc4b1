/**
 * Growable typed arrays for per-slot columns. Typed arrays keep a pass over 100,000 slots tight (no
 * boxed numbers, nothing for the garbage collector to trace); these grow them by doubling.
 */
type Typed = Float64Array | Int32Array | Uint8Array;

export function grow<T extends Typed>(array: T, needed: number, make: (size: number) => T): T {
  if (array.length >= needed) return array;
  let size = Math.max(1024, array.length);
  while (size < needed) size *= 2;
  const next = make(size);
  next.set(array);
  return next;
}

export const f64 = (n: number) => new Float64Array(n);
export const i32 = (n: number) => new Int32Array(n);
export const u8 = (n: number) => new Uint8Array(n);
