import { apiMessage, type ApiMessageKey, type Envelope } from '@apotek/contract';
import type { FastifyReply } from 'fastify';

/** The success envelope in the request's locale; `status` mirrors the HTTP status unless told otherwise. */
export function ok<T>(reply: FastifyReply, data: T, messageKey: ApiMessageKey = 'ok', status = 200): Envelope<T> {
  reply.code(status);
  return { status, message: apiMessage(messageKey, reply.request.locale), data };
}

/** HTTP 200 with a different `status` in the body: the old client reads `body.status` (newsletter 204). */
export function okWithBodyStatus<T>(reply: FastifyReply, bodyStatus: number, data: T, messageKey: ApiMessageKey): Envelope<T> {
  reply.code(200);
  return { status: bodyStatus, message: apiMessage(messageKey, reply.request.locale), data };
}
