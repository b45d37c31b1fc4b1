/**
 * zod probes once whether `new Function` is allowed, to compile faster parsers, and since 4.6 it probes as
 * soon as the first object schema is built. The page CSP does not allow eval, so the probe fails quietly
 * but the browser still reports a CSP violation on every page that loads a schema. The browser parses
 * small forms and answers; the compiled fast path buys nothing there.
 *
 * root.tsx imports this first, so it runs before any chunk builds a schema. It must not import zod
 * itself: that would pull zod into the shell chunk every page loads (scripts/js-budget.test.ts). zod
 * keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod in a page) and
 * adopts an object that is already there; zod-jitless.test.ts fails if a zod upgrade stops doing so.
 * Browser only: on the server this zod may be the API's own instance, whose parsing speed matters.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export function preferJitlessZod(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

if (typeof document !== 'undefined') preferJitlessZod();
