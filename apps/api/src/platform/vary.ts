import type { FastifyReply } from 'fastify';

/** Adds header names to Vary once each (case-insensitively), leaving `Vary: *` alone. */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const have = current.split(',').map((v) => v.trim()).filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  if (lower.has('*')) return;
  const added = names.filter((n) => !lower.has(n.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...have, ...added].join(', '));
}
