/** The prescriptions module's job (platform/jobs/jobs.ts JobTypes), in a file of its own so the demo seed sees it too. */
declare module '../../platform/jobs/jobs.ts' {
  interface JobTypes {
    /** Moves an approved prescription past its last day to expired. uniqueKey: `prescription.expire:<id>:<expires_at>`. */
    'prescription.expire': { prescriptionId: string };
  }
}

export {};
