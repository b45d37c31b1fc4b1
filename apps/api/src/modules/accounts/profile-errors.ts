import { apiMessage, type ErrorBody, type Locale, profileMessage, type ProfileMessageKey } from '@apotek/contract';
import type { FastifyReply } from 'fastify';

type Vars = Record<string, string | number>;

/**
 * A refusal of the profile's own (a future birth date, an address another account uses…), worded from
 * PROFILE_MESSAGES in the caller's language. The shape is the error handler's: `message` the generic
 * "data not valid" with the reason under `errors[field]`, or the reason itself when no field is named.
 */
export class ProfileError extends Error {
  constructor(
    readonly status: number,
    readonly field: string | null,
    readonly key: ProfileMessageKey,
    readonly vars: Vars | ((locale: Locale) => Vars) = {},
  ) {
    super(key);
    this.name = 'ProfileError';
  }

  body(locale: Locale): ErrorBody {
    const vars = typeof this.vars === 'function' ? this.vars(locale) : this.vars;
    const text = profileMessage(this.key, locale, vars);
    return this.field ? { status: this.status, message: apiMessage('validation', locale), errors: { [this.field]: [text] } } : { status: this.status, message: text };
  }
}

/** 422 on one field. */
export const profileFieldError = (field: string, key: ProfileMessageKey, vars?: ProfileError['vars'], status = 422) => new ProfileError(status, field, key, vars);

/** Runs a handler; a ProfileError becomes its localised answer, anything else goes to the error handler. */
export async function answeringProfileErrors<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    const body = error.body(reply.request.locale);
    return reply.code(error.status).type('application/json; charset=utf-8').send(body) as never;
  }
}
