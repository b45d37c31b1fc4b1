/** The addresses module's public face: what workflows and routes may use (ADR 014); everything else stays inside. */
export { registerAddresses } from './addresses.module.ts';
export type { AddressesService } from './addresses.service.ts';
