import { apiMessage, catalogAdminMessage, type CatalogAdminMessageKey, type ErrorBody, type Locale } from '@apotek/contract';
import type { FastifyReply } from 'fastify';

export interface FieldReason {
  field: string;
  key: CatalogAdminMessageKey;
  vars?: Record<string, string | number>;
}

/**
 * A refusal of the console's catalogue (a wrong NIE, a promotion on obat keras, a taken SKU, a category
 * in use…), worded in the caller's language: per field under `errors` with the generic "data not valid",
 * or as the message itself when no field is named.
 */
export class CatalogAdminError extends Error {
  constructor(
    readonly status: number,
    readonly reasons: readonly FieldReason[],
    readonly key: CatalogAdminMessageKey | null = null,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key ?? reasons.map((r) => r.key).join(','));
    this.name = 'CatalogAdminError';
  }

  body(locale: Locale): ErrorBody {
    if (this.key) return { status: this.status, message: catalogAdminMessage(this.key, locale, this.vars) };
    const errors: Record<string, string[]> = {};
    for (const r of this.reasons) (errors[r.field] ??= []).push(catalogAdminMessage(r.key, locale, r.vars));
    return { status: this.status, message: apiMessage('validation', locale), errors };
  }
}

export const fieldRefusal = (reasons: FieldReason[], status = 422) => new CatalogAdminError(status, reasons);
export const refusal = (status: number, key: CatalogAdminMessageKey, vars: Record<string, string | number> = {}) => new CatalogAdminError(status, [], key, vars);

/** Runs a handler; a CatalogAdminError becomes its localised answer, anything else goes to the error handler. */
export async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof CatalogAdminError)) throw error;
    return reply.code(error.status).type('application/json; charset=utf-8').send(error.body(reply.request.locale)) as never;
  }
}
