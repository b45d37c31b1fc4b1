import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REALTIME, ROLES, type Role } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../api-error.ts';
import type { Clock } from '../clock.ts';

/** Who a socket belongs to, as the identity token says. */
export interface Identity {
  userId: number;
  publicId: string;
  role: Role;
  /**
   * What the module that made the token knew of the user then (the chat: name, staffed pharmacy), so a
   * socket opening needs no lookup. As old as the token at most (ten minutes).
   */
  attributes?: Record<string, string | number | null>;
}

export type TokenRefusal = 'token_invalid' | 'token_expired' | 'nonce_used';
export type TokenCheck = { ok: true; identity: Identity; expiresAt: Date } | { ok: false; code: TokenRefusal };

interface Claims {
  v: 1;
  sub: number;
  pid: string;
  role: Role;
  nonce: string;
  iat: number;
  exp: number;
  att?: Record<string, string | number | null>;
}

export interface IdentityTokenOptions {
  tokenTtlSeconds?: number;
  nonceTtlSeconds?: number;
}

const PREFIX = 'v1';
const NONCE = /^[A-Za-z0-9_-]{32}$/;

/**
 * The SPEC's chat identity flow (§7 Chat), run by us: a nonce (single-use, in the database so any node
 * can consume it), an identity token signed with a key derived from APP_SECRET (so any node verifies it)
 * carrying the user, the role and the nonce, and its verification when a socket opens: signature, expiry,
 * then the nonce is deleted, so a token opens one socket and a copied token is worth nothing.
 */
export class IdentityTokens {
  private readonly key: Buffer;
  private readonly tokenTtlMs: number;
  private readonly nonceTtlMs: number;
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    appSecret: string,
    options: IdentityTokenOptions = {},
  ) {
    // Derived, never the app secret itself: this key signs nothing else.
    this.key = createHmac('sha256', appSecret).update('apotek/realtime-identity').digest();
    this.tokenTtlMs = (options.tokenTtlSeconds ?? REALTIME.identityTokenTtlSeconds) * 1000;
    this.nonceTtlMs = (options.nonceTtlSeconds ?? REALTIME.nonceTtlSeconds) * 1000;
  }

  async issueNonce(userId: number): Promise<{ nonce: string; expiresAt: Date }> {
    const now = this.clock.now();
    const nonce = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.nonceTtlMs);
    // Spent and expired nonces go as new ones come (at most once a minute per node, not on every nonce of
    // a reconnect storm): the table stays about as small as the live ones.
    if (now.getTime() - this.lastSweep > 60_000 || now.getTime() < this.lastSweep) {
      this.lastSweep = now.getTime();
      await this.db.deleteFrom('realtime_nonces').where('expires_at', '<', now.toISOString()).execute();
    }
    await this.db
      .insertInto('realtime_nonces')
      .values({ nonce, user_id: userId, token_issued: 0, expires_at: expiresAt.toISOString(), created_at: now.toISOString() })
      .execute();
    return { nonce, expiresAt };
  }

  /** Signs the identity token for a nonce of this user that is live and has signed none yet; else a 422 on `nonce`. */
  async createToken(identity: Identity, nonce: string): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.tokenTtlMs);
    if (!NONCE.test(nonce)) throw fieldError('nonce', 'chatNonceInvalid');
    const claimed = await this.db
      .updateTable('realtime_nonces')
      .set({ token_issued: 1, expires_at: expiresAt.toISOString() })
      .where('nonce', '=', nonce)
      .where('user_id', '=', identity.userId)
      .where('token_issued', '=', 0)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw fieldError('nonce', 'chatNonceInvalid');
    const claims: Claims = {
      v: 1,
      sub: identity.userId,
      pid: identity.publicId,
      role: identity.role,
      nonce,
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
      ...(identity.attributes ? { att: identity.attributes } : {}),
    };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${PREFIX}.${body}.${this.mac(body)}`, expiresAt: new Date(claims.exp * 1000) };
  }

  /** Signature, then expiry, then the nonce is consumed (the token's one use). */
  async verify(token: string): Promise<TokenCheck> {
    const claims = this.read(token);
    if (!claims) return { ok: false, code: 'token_invalid' };
    if (claims.exp * 1000 <= this.clock.now().getTime()) return { ok: false, code: 'token_expired' };
    const consumed = await this.db
      .deleteFrom('realtime_nonces')
      .where('nonce', '=', claims.nonce)
      .where('user_id', '=', claims.sub)
      .where('token_issued', '=', 1)
      .executeTakeFirst();
    if (Number(consumed.numDeletedRows) !== 1) return { ok: false, code: 'nonce_used' };
    const identity: Identity = { userId: claims.sub, publicId: claims.pid, role: claims.role, ...(claims.att ? { attributes: claims.att } : {}) };
    return { ok: true, identity, expiresAt: new Date(claims.exp * 1000) };
  }

  private read(token: string): Claims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== PREFIX) return null;
    const [, body, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
      const valid =
        claims.v === 1 &&
        Number.isSafeInteger(claims.sub) &&
        typeof claims.pid === 'string' &&
        typeof claims.role === 'string' &&
        (ROLES as readonly string[]).includes(claims.role) &&
        typeof claims.nonce === 'string' &&
        Number.isSafeInteger(claims.exp) &&
        (claims.att === undefined || (typeof claims.att === 'object' && claims.att !== null && !Array.isArray(claims.att)));
      return valid ? (claims as Claims) : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(`${PREFIX}.${body}`).digest('base64url');
  }
}
