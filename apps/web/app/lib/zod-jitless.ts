import { config } from 'zod';

/**
 * zod probes once whether `new Function` is allowed, to compile faster parsers. The page CSP does not allow
 * eval, so the probe fails quietly but the browser still reports a CSP violation on every page. The
 * browser parses small forms and answers; the compiled fast path buys nothing there. Browser only: on the
 * server this zod may be the API's own instance, whose parsing speed matters.
 */
if (typeof document !== 'undefined') config({ jitless: true });
