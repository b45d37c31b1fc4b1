import { type Profile, ROLE_SCOPES } from '@apotek/contract';
import type { UserRow } from './users.repository.ts';

/** The user as the contract shows it; never the hash or internal ids. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.public_id,
    Cust_Name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    scope: [...ROLE_SCOPES[user.role]],
    verified: user.verified_at !== null,
    locale: user.locale,
    created_at: user.created_at,
  };
}
