type Listener = () => void;

interface Snapshot {
  pending: number;
  /** Bumped on every failed request so the loading bar can turn red once per failure. */
  failures: number;
}

let snapshot: Snapshot = { pending: 0, failures: 0 };
const listeners = new Set<Listener>();

function set(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Counts the browser's API requests in flight and the failed ones, for the loading bar. */
export const fetchActivity = {
  start(): (ok: boolean) => void {
    set({ ...snapshot, pending: snapshot.pending + 1 });
    let finished = false;
    return (ok) => {
      if (finished) return;
      finished = true;
      set({ pending: snapshot.pending - 1, failures: snapshot.failures + (ok ? 0 : 1) });
    };
  },
  /** A failure that was not counted as pending here: a page navigation's data request (entry.client.tsx). */
  fail(): void {
    set({ ...snapshot, failures: snapshot.failures + 1 });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): Snapshot {
    return snapshot;
  },
};
