/** Collects failed assertions instead of stopping at the first, so a result file shows all of them. */
export class Checks {
  readonly failures: string[] = [];

  that(ok: boolean, message: string): boolean {
    if (!ok) this.failures.push(message);
    return ok;
  }

  equal(actual: unknown, expected: unknown, what: string): boolean {
    return this.that(actual === expected, `${what}: expected ${String(expected)}, got ${String(actual)}`);
  }

  get ok(): boolean {
    return this.failures.length === 0;
  }
}
