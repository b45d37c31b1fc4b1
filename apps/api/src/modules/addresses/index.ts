/** The addresses module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { registerAddresses } from './addresses.module.ts';
export type { AddressesService } from './addresses.service.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './addresses.erasure.ts';
