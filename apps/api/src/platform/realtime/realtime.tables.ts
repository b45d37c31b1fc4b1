/**
 * Nonces of the chat identity token (platform/realtime/identity-token.ts): issued to a signed-in user,
 * bound to one identity token, and deleted when a socket presents that token, so each token opens one
 * socket. In the database so that any node can issue, sign and consume them.
 */
export interface RealtimeNoncesTable {
  nonce: string;
  user_id: number;
  /** 1 once an identity token was signed with it (a nonce signs one token). */
  token_issued: number;
  /** Until a token is signed: the nonce's own expiry; after: the token's. */
  expires_at: string;
  created_at: string;
}

export interface RealtimeTables {
  realtime_nonces: RealtimeNoncesTable;
}
