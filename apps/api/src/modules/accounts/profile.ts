import { type Profile, ROLE_SCOPES } from '@apotek/contract';
import type { UserRow } from './users.repository.ts';

/** Where the owner's browser loads a profile photo: a private route that answers only its owner (issue 14). */
export function profilePhotoPath(photoId: string): string {
  return `/api/my/profile/photo/${photoId}`;
}

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
    birth_date: user.birth_date ?? null,
    gender: user.gender ?? null,
    photo_url: user.photo_id ? profilePhotoPath(user.photo_id) : null,
  };
}
