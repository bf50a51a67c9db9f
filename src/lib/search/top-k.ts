/** Picking the best few of many scored hits, for the embedded search (./ranker). */

/** The `limit` best ids by score (ties by position), without sorting every match. */
export function topByScore(ids: readonly number[], scores: ArrayLike<number>, limit: number): number[] {
  const better = (a: number, b: number) => scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
  if (limit <= 0) return [];
  // A min-heap of the best `limit` seen so far: its root is the weakest of them.
  const heap: number[] = [];
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let weakest = i;
      if (l < heap.length && better(heap[weakest], heap[l])) weakest = l;
      if (r < heap.length && better(heap[weakest], heap[r])) weakest = r;
      if (weakest === i) return;
      [heap[i], heap[weakest]] = [heap[weakest], heap[i]];
      i = weakest;
    }
  };
  for (const id of ids) {
    if (heap.length < limit) {
      heap.push(id);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!better(heap[parent], heap[i])) break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
      }
    } else if (better(id, heap[0])) {
      heap[0] = id;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}
