/** The realtime platform piece (docs/decisions/024-realtime-chat.md): the /ws gateway, identity tokens, presence. */
export { DEFAULT_REALTIME_LIMITS, type RealtimeConnection, RealtimeError, RealtimeGateway, type RealtimeLimits } from './gateway.ts';
export { type Identity, IdentityTokens } from './identity-token.ts';
export { MemoryPresence, type Presence, type PresenceTracker, RedisPresence } from './presence.ts';
export { type Realtime, type RealtimeDeps, type RealtimeOptions, realmOf, registerRealtime } from './realtime.ts';
export type { RealtimeTables } from './realtime.tables.ts';
