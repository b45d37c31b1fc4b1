import type { Profile } from '@apotek/contract/auth';

/** The part of the profile every page needs (top bar name, role checks). */
export type SessionUser = Pick<Profile, 'id' | 'Cust_Name' | 'role' | 'scope'>;
