import type { Locale, SocialNetwork } from '@apotek/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { RATE_LIMITS, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { addSubscriber, listSocialNetworks } from './content.repository.ts';

export class ContentService {
  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock; limiter: RateLimiter }) {}

  socialNetworks(limit = 20): Promise<SocialNetwork[]> {
    return listSocialNetworks(this.deps.db, limit);
  }

  /** 'subscribed' for a new address, 'duplicate' for one already on the list. */
  async subscribe(email: string, caller: { ip: string; locale: Locale }): Promise<'subscribed' | 'duplicate'> {
    await this.deps.limiter.consume(RATE_LIMITS.subscribeIp, caller.ip);
    const added = await addSubscriber(this.deps.db, email, caller.locale, this.deps.clock.now().toISOString());
    return added ? 'subscribed' : 'duplicate';
  }
}
