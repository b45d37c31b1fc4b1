import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * A failed request parse. The raw zod issues stay on the server (with `input` kept so "missing" can read
 * "wajib diisi"); the error handler turns them into localised per-field messages and never echoes input.
 */
export class RequestValidationError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  statusCode = 422;

  constructor(issues: readonly z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

function isObjectSchema(schema: z.ZodType): boolean {
  const def = (schema as { _zod?: { def?: { type?: string; in?: z.ZodType } } })._zod?.def;
  if (def?.type === 'object') return true;
  // `.refine()` on an object keeps the object type; a pipe (transform) wraps it in `in`.
  if (def?.type === 'pipe' && def.in) return isObjectSchema(def.in);
  return false;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const expectsObject = isObjectSchema(schema);
  return (data) => {
    // A missing body should read as every field missing, not as "expected object".
    const input = expectsObject && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
};
