import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import { type Clock, isoAfter } from '../clock.ts';
import { type JobHandler, type JobLog, type JobTypes, type RegisterOptions, type ScheduleInput, defaultBackoff } from './jobs.ts';
import type { JobsTables } from './jobs.tables.ts';
import * as repo from './jobs.repository.ts';
import type { ClaimedJob } from './jobs.repository.ts';

export interface JobQueueOptions {
  /** Any Kysely whose schema has the jobs table (the app's Kysely<Database>). */
  db: Kysely<JobsTables>;
  clock: Clock;
  log: JobLog;
  /** Names this node in locked_by; unique per process by default. */
  workerId?: string;
  /** How often start() looks for due jobs. */
  pollMs?: number;
  /** Jobs this node runs at once. */
  concurrency?: number;
  /** How long a claim holds before another node may take the job; renewed while the handler runs. */
  leaseMs?: number;
  /** Delay before retrying after attempt n failed. */
  backoff?: (attempt: number) => number;
  defaultMaxAttempts?: number;
}

/**
 * Durable background work on the jobs table, the same code in both run modes: one node polls it in the
 * embedded mode, any number of nodes claim from it when scaled out. A job is claimed with a lease and
 * run by one worker at a time; the lease is renewed while its handler runs, so only a dead or stalled
 * node's jobs are claimed again. Delivery is at least once: handlers must be idempotent.
 */
export class JobQueue<J extends object = JobTypes> {
  readonly workerId: string;
  private readonly db: Kysely<JobsTables>;
  private readonly clock: Clock;
  private readonly log: JobLog;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly backoff: (attempt: number) => number;
  private readonly defaultMaxAttempts: number;
  private readonly skipLocked: boolean;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly backoffs = new Map<string, (attempt: number) => number>();
  /** Runs in flight on this node, by job id: a job is never started twice here at once. */
  private readonly running = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private started = false;
  /** wake() arrived while a poll ran: poll again as soon as it ends. */
  private woken = false;
  /** The last poll filled every free slot, so more jobs are probably due. */
  private backlog = false;

  constructor(options: JobQueueOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 4;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.backoff = options.backoff ?? defaultBackoff;
    this.defaultMaxAttempts = options.defaultMaxAttempts ?? 5;
    this.skipLocked = isPostgres(options.db);
  }

  /**
   * Adds a job, on `db` — pass the caller's transaction so the job exists exactly when the write that
   * needs it commits. Returns the job id, or null when uniqueKey was already used.
   */
  async schedule<N extends keyof J & string, DB extends JobsTables>(db: Kysely<DB>, input: ScheduleInput<N, J[N]>): Promise<number | null> {
    const maxAttempts = input.maxAttempts ?? this.defaultMaxAttempts;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a positive integer, got ${maxAttempts}`);
    return repo.insertJob(jobsOnly(db), {
      name: input.name,
      payload: JSON.stringify(input.payload),
      run_at: input.runAt.toISOString(),
      max_attempts: maxAttempts,
      unique_key: input.uniqueKey ?? null,
      created_at: this.clock.now().toISOString(),
    });
  }

  /** Drops a job that has not started yet, by its unique key (its key can then be used again). */
  cancel<DB extends JobsTables>(db: Kysely<DB>, uniqueKey: string): Promise<boolean> {
    return repo.cancelPending(jobsOnly(db), uniqueKey, this.clock.now().toISOString());
  }

  /** This node runs jobs of `name`; a node claims only names it has handlers for. */
  register<N extends keyof J & string>(name: N, handler: JobHandler<J[N]>, options: RegisterOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job ${name} is already registered`);
    this.handlers.set(name, handler as JobHandler<unknown>);
    if (options.backoff) this.backoffs.set(name, options.backoff);
  }

  /**
   * Looks for due jobs now instead of at the next poll: for a caller that has just committed a job due
   * at once and wants it run promptly. Does nothing unless start()ed.
   */
  wake(): void {
    if (!this.started) return;
    if (this.ticking) {
      this.woken = true;
      return;
    }
    this.next(0);
  }

  /** Polls every pollMs until stop(). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.next(0);
  }

  /** Stops polling and resolves once every handler already running on this node has finished. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking;
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Runs everything due at `now` on this node and resolves when it has finished, batch after batch
   * (a failed job is retried only once its backoff has passed). For tests with a ManualClock and for scripts.
   * `names` limits it to those jobs, so a test can drive one kind of work without the rest.
   */
  async runDue(now: Date = this.clock.now(), options: { names?: readonly string[] } = {}): Promise<number> {
    const names = options.names?.filter((name) => this.handlers.has(name)) ?? [...this.handlers.keys()];
    let ran = 0;
    for (;;) {
      await repo.failAbandoned(this.db, now.toISOString(), options.names ? names : undefined);
      const batch = await this.claim(now, this.concurrency, names);
      if (batch.length === 0) return ran;
      await Promise.all(batch.map((job) => this.launch(job)));
      ran += batch.length;
    }
  }

  private next(delay: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.ticking = this.tick().finally(() => {
        this.ticking = undefined;
        const again = this.woken;
        this.woken = false;
        this.next(again ? 0 : this.pollMs);
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    try {
      const now = this.clock.now();
      await repo.failAbandoned(this.db, now.toISOString());
      const free = this.concurrency - this.running.size;
      if (free <= 0) {
        this.backlog = true;
        return;
      }
      const claimed = await this.claim(now, free, [...this.handlers.keys()]);
      this.backlog = claimed.length === free;
      // Not awaited: a long job must not hold up the next poll for the free slots.
      for (const job of claimed) void this.launch(job);
    } catch (error) {
      this.log.error({ err: error, worker: this.workerId }, 'job queue poll failed');
    }
  }

  private claim(now: Date, limit: number, names: string[]): Promise<ClaimedJob[]> {
    if (names.length === 0) return Promise.resolve([]);
    return repo.claimDue(this.db, {
      names,
      workerId: this.workerId,
      now: now.toISOString(),
      leaseUntil: this.after(this.leaseMs),
      limit,
      skipLocked: this.skipLocked,
    });
  }

  /** Starts one claimed run and tracks it so stop() can wait for it. */
  private launch(job: ClaimedJob): Promise<void> {
    if (this.running.has(job.id)) {
      // Our own earlier run of it is still going (its lease lapsed while the event loop was stuck):
      // leave this claim to lapse too rather than run the job twice at once.
      this.log.warn({ jobId: job.id, name: job.name }, 'job claimed again while still running here; skipped');
      return Promise.resolve();
    }
    const run = this.execute(job).finally(() => {
      this.running.delete(job.id);
      // A backlog drains at the pace jobs finish rather than a batch per poll interval.
      if (this.backlog) {
        this.backlog = false;
        this.wake();
      }
    });
    this.running.set(job.id, run);
    return run;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const heartbeat = setInterval(() => {
      repo.extendLease(this.db, job, this.workerId, this.after(this.leaseMs)).then(
        (held) => held || this.log.warn({ jobId: job.id, name: job.name }, 'job lease lost while running'),
        (error: unknown) => this.log.warn({ err: error, jobId: job.id }, 'job lease renewal failed'),
      );
    }, Math.max(10, Math.floor(this.leaseMs / 3)));
    heartbeat.unref();
    try {
      let failure: unknown;
      try {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`No handler registered for job ${job.name}`);
        await handler(JSON.parse(job.payload), { id: job.id, name: job.name, attempt: job.attempts, maxAttempts: job.max_attempts });
      } catch (error) {
        failure = error ?? new Error('job failed');
      } finally {
        clearInterval(heartbeat);
      }
      await this.record(job, failure);
    } catch (error) {
      // The outcome could not be written (database down): the lease will lapse and the job runs again.
      this.log.error({ err: error, jobId: job.id, name: job.name }, 'job outcome not recorded');
    }
  }

  private async record(job: ClaimedJob, failure: unknown): Promise<void> {
    const now = this.clock.now().toISOString();
    let held: boolean;
    if (failure === undefined) {
      held = await repo.markDone(this.db, job, this.workerId, now);
    } else {
      const error = describe(failure);
      const last = job.attempts >= job.max_attempts;
      this.log.warn({ err: failure, jobId: job.id, name: job.name, attempt: job.attempts, final: last }, 'job failed');
      held = last
        ? await repo.markFailed(this.db, job, this.workerId, now, error)
        : await repo.markRetry(this.db, job, this.workerId, this.after((this.backoffs.get(job.name) ?? this.backoff)(job.attempts)), error);
    }
    if (!held) this.log.warn({ jobId: job.id, name: job.name }, 'job outcome dropped: its lease had passed to another run');
  }

  private after(ms: number): string {
    return isoAfter(this.clock, ms);
  }
}

/**
 * A Transaction<Database> is not assignable to Kysely<JobsTables> (Kysely's types are invariant in the
 * schema); every schema that has the jobs table can be used for it, which the constraint guarantees.
 */
function jobsOnly<DB extends JobsTables>(db: Kysely<DB>): Kysely<JobsTables> {
  return db as unknown as Kysely<JobsTables>;
}

/** Kept in last_error; bounded so a huge message cannot bloat the row. */
function describe(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.slice(0, 4000);
}
