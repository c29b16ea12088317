import type { Executor } from '../../../store/db';

// Background jobs (issue 5): work that must happen after a request but may fail and be retried —
// a mail to deliver, a contract to render. Jobs are rows in the same database as the sales, so a job
// sent inside a step's transaction exists exactly when the step committed.

/** How a queue retries: `retryLimit` more attempts, waiting `retryDelaySeconds` doubled each time. */
export type RetryPolicy = {
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before it counts as failed. */
  expireInSeconds?: number;
  /**
   * How many of the queue's jobs one instance works at once (1 when unset): more for jobs that mostly
   * wait on someone else (a receiver's answer), where one at a time caps the queue at one job per
   * answer however many wait.
   */
  concurrency?: number;
};

export type SendOptions = {
  /** The caller's transaction: the job is created only if it commits. */
  db?: Executor;
  /** Not before this many seconds from now (a retry on a schedule of the caller's own). */
  startAfterSeconds?: number;
};

export type JobContext = {
  id: string;
  attempt: number;
  /**
   * Marks the job completed in the handler's own transaction: its work and its completion commit
   * together, so a server killed between the two cannot leave the work done and the job to run
   * again (which, idempotent, would do nothing but wait its expiry first).
   */
  completeWith(tx: Executor): Promise<void>;
};

/**
 * Thrown by a handler when trying again cannot help (a mail server refusing the address for good): the
 * job ends at once, in state `cancelled`, without its remaining retries.
 */
export class JobGivenUp extends Error {}
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type Jobs = {
  /** Declares a queue with its retry policy and the handler that works it; call before start(). */
  work<T extends object>(name: string, policy: RetryPolicy, handler: JobHandler<T>): void;
  /**
   * Queues a job. Inside a transaction pass it as `db`: on PGlite, a statement outside the open
   * transaction would wait for it to end, and the transaction would wait for the statement.
   */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<void>;
  /**
   * Asks this instance's worker of the queue to fetch now rather than after its polling interval:
   * call it once the transaction that sent the job has committed (before, the fetch cannot see the
   * job). Jobs sent elsewhere (another instance) are still found by polling.
   */
  wake(name: string): void;
  /** Installs the queue tables when needed and starts the workers. */
  start(): Promise<void>;
  /** Stops polling, lets running handlers finish, and touches the database no more. */
  stop(): Promise<void>;
};

/** Tests shorten the waits; production keeps pg-boss's defaults unless told otherwise. */
export type JobsTuning = {
  pollingIntervalSeconds?: number;
  /** Replaces every queue's retry delay (tests wait seconds, not minutes). */
  retryDelaySeconds?: number;
  /**
   * Replaces every queue's expiry: how long an attempt may run before it counts as failed and is
   * retried, by any instance (the way a job held by a killed instance is taken over). Tests only:
   * shorter than a legitimate attempt, it would run that job twice.
   */
  expireInSeconds?: number;
  /** How often pg-boss's maintenance (expired attempts, archiving) runs, one instance at a time. */
  maintenanceIntervalSeconds?: number;
};
