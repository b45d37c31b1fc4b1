import { z } from 'zod';
import { envelope } from './envelope.ts';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number(),
  database: z.enum(['sqlite', 'postgres']),
  checks: z.record(z.string(), z.enum(['ok', 'fail'])),
});
export const healthResponse = envelope(healthData);
