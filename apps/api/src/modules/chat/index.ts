/** The chat module's public face (ADR 014; docs/decisions/024-realtime-chat.md). */
export { registerChat, type ChatModuleDeps } from './chat.module.ts';
export { CHAT_NONCE_RATE_LIMIT, type ChatEvent, type ChatGuard, type ChatService, type Party } from './chat.service.ts';
export type { ChatPharmacy, ChatPorts, ChatPrescriptionCard, ChatProductCard, ChatUser } from './chat.ports.ts';
export type { ChatTables } from './chat.tables.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './chat.erasure.ts';
