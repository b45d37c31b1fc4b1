/**
 * The first `k` items of `items` in `compare` order, sorted. A bounded heap keeps this O(n log k), which
 * is what keeps page 1 of 100,000 matches cheap; a full sort is used when most of the list is wanted
 * anyway. `items` is not modified.
 */
export function topK(items: readonly number[], k: number, compare: (a: number, b: number) => number): number[] {
  const n = items.length;
  if (k <= 0 || n === 0) return [];
  if (k * 4 >= n) {
    const all = items.slice();
    all.sort(compare);
    return all.length > k ? all.slice(0, k) : all;
  }
  // Max-heap on `compare`: the root is the worst of the best k seen so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    const size = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < size && worse(l, top)) top = l;
      if (r < size && worse(r, top)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = 0; i < n; i++) {
    const item = items[i]!;
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
