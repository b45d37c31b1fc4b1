/** The privacy module's jobs (platform/jobs/jobs.ts JobTypes), in a file of its own so tests see them too. */
declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Builds one export's ZIP. uniqueKey: `privacy.export:<exportId>`. */
    'privacy.export': { exportId: number };
    /** Removes one export's ZIP once its download days have passed. uniqueKey: `privacy.export-expire:<exportId>`. */
    'privacy.export-expire': { exportId: number };
    /** Erases an account whose grace period has passed, unless it was cancelled. uniqueKey: `privacy.erase:<deletionId>`. */
    'privacy.erase': { deletionId: number };
  }
}

export {};
