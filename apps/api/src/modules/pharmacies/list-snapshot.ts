/**
 * Every pharmacy's list card row, held for a few seconds. The unfiltered list (/api/pharmacies, the
 * pharmacy picker and the stores page) read all of them on every call: at 20 outlets the query alone cost
 * more than a bare route takes to answer the same JSON (docs/decisions/018-catalogue-read-speed.md).
 * Outlets and their hours change a few times a year and no route writes them yet; the public answer is
 * already cacheable for a minute (017), so a list up to `ttlMs` old is within what clients see anyway.
 * "Open now" is not held: it is worked out from the hours at each call. A write through this module
 * would call `forget()`; other nodes catch up within `ttlMs`.
 */
export class ListSnapshot<Row> {
  private held: { rows: readonly Row[]; until: number } | null = null;
  private loading: Promise<readonly Row[]> | null = null;

  constructor(
    private readonly load: () => Promise<Row[]>,
    private readonly ttlMs = 5_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The held rows, or freshly loaded ones once they are older than `ttlMs`; concurrent misses share one load. */
  async rows(): Promise<readonly Row[]> {
    const held = this.held;
    if (held !== null && this.now() < held.until) return held.rows;
    if (this.loading === null) {
      const started = this.now();
      const loading = this.load().then(
        (rows) => {
          if (this.loading === loading) {
            this.held = { rows, until: started + this.ttlMs };
            this.loading = null;
          }
          return rows;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = null;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  forget(): void {
    this.held = null;
    this.loading = null;
  }
}
