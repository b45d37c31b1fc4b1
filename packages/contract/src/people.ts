import { z } from 'zod';
import { ROLES } from './constants.ts';
import { envelope, page, pagingQuery } from './envelope.ts';

/**
 * The console's people screen (issue 15): an admin (scope users:manage) finds an account, sees what the
 * role needs of it, assigns its role and blocks or unblocks it. Contact details are masked in the list and
 * shown whole only on one account's page, which is where an admin acts on them.
 */
export const PERSON_STATUSES = ['active', 'blocked', 'unverified'] as const;

export const peopleQuery = pagingQuery.extend({
  /** Name, e-mail, phone (any form: 0812…, +62812…) or public id. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(PERSON_STATUSES).optional(),
  sort: z.enum(['newest', 'oldest', 'name']).default('newest'),
});
export type PeopleQuery = z.output<typeof peopleQuery>;

export const personParams = z.object({ id: z.string().trim().min(1).max(64) });

export const personSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked: b***@demo.apotek.id, +62812****7890. */
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(PERSON_STATUSES),
  created_at: z.string(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const personOrder = z.object({ id: z.string(), status: z.string(), total: z.number(), created_at: z.string() });

export const personDetail = personSummary.extend({
  email: z.string(),
  phone: z.string(),
  verified_at: z.string().nullable(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  orders: z.object({ count: z.number().int(), recent: z.array(personOrder) }),
});
export type PersonDetail = z.infer<typeof personDetail>;

export const peopleResponse = envelope(page(personSummary));
export const personResponse = envelope(personDetail);

export const personRoleBody = z.object({ role: z.enum(ROLES) });
export const personBlockBody = z.object({ reason: z.string().trim().min(5).max(300) });
