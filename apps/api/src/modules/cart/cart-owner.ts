/** Whose cart a call is about: a signed-in user, or a guest known by the hash of its token. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; tokenHash: string };

export const userOwner = (userId: number): CartOwner => ({ kind: 'user', userId });
export const guestOwner = (tokenHash: string): CartOwner => ({ kind: 'guest', tokenHash });
