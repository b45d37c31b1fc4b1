import type { Generated } from 'kysely';

export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON text: the same on both dialects. */
  payload: string;
  run_at: string;
  /** Claims so far; incremented by each claim, so (id, attempts) names one run. */
  attempts: Generated<number>;
  max_attempts: number;
  locked_by: string | null;
  /** The lease: past it, the claim is considered dead and the job is claimed again. */
  locked_until: string | null;
  last_error: string | null;
  done_at: string | null;
  failed_at: string | null;
  unique_key: string | null;
  created_at: string;
}

export interface JobsTables {
  jobs: JobsTable;
}
