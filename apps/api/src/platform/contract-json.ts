import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The JSON of a response the contract describes, for hot read routes whose mappers build exactly the
 * contract's shape (fields in schema order, nothing extra). Parsing every answer through the zod schema
 * only to print what was built cost about 5% of an uncached catalogue or pharmacy read
 * (docs/decisions/018-catalogue-read-speed.md), so production prints the body as it is. Everywhere else
 * (tests, development) the body is still parsed, and an answer whose JSON differs from the parsed one — a
 * field the contract does not name, a missing or reordered one, a wrong type — throws: the contract stays
 * enforced by every test that reads these routes, and the fast path prints the same bytes.
 */
let checking = process.env.NODE_ENV !== 'production';

/** Tests turn the check off to read what production sends. Returns the previous setting. */
export function checkContractJson(on: boolean): boolean {
  const before = checking;
  checking = on;
  return before;
}

export function contractJson(schema: z.ZodType, body: unknown): string {
  const json = JSON.stringify(body);
  if (!checking) return json;
  const parsed = JSON.stringify(schema.parse(body));
  if (parsed !== json) throw new Error(`response differs from its contract schema:\n  sent     ${json.slice(0, 2000)}\n  contract ${parsed.slice(0, 2000)}`);
  return json;
}

/**
 * A body printed ahead from kept parts (the catalogue's cards and facets), returned as it is in
 * production; everywhere else it must equal contractJson of the object it stands for, built on demand.
 */
export function printedContractJson(schema: z.ZodType, json: string, body: () => unknown): string {
  if (!checking) return json;
  const expected = contractJson(schema, body());
  if (expected !== json) throw new Error(`printed response differs from its contract JSON:\n  printed  ${json.slice(0, 2000)}\n  contract ${expected.slice(0, 2000)}`);
  return json;
}

/** Sends `body` as its contract JSON; Fastify writes a string with a JSON content type as it is. */
export function sendContractJson(reply: FastifyReply, schema: z.ZodType, body: unknown): never {
  reply.type('application/json; charset=utf-8');
  return contractJson(schema, body) as never;
}
