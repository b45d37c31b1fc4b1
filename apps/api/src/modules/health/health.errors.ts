import type { HealthMessageKey } from '@apotek/contract';

/**
 * A refusal of the health module with its own localised words (HEALTH_MESSAGES in the contract):
 * health.routes.ts turns it into the usual error envelope.
 */
export class HealthError extends Error {
  constructor(
    readonly status: number,
    readonly key: HealthMessageKey | null,
    readonly fields: Record<string, string[]> | null = null,
    readonly code: string | null = null,
  ) {
    super(key ?? 'validation');
    this.name = 'HealthError';
  }
}

export const consentRequired = () => new HealthError(409, 'consentRequired', null, 'health_consent_required');
