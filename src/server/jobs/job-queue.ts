/**
 * The job queue (docs/adr/0009-background-jobs.md): pg-boss in the portal's own database, PostgreSQL
 * or PGlite, its tables in the `pgboss` schema (pg-boss creates and migrates them at start). Every
 * server runs one, and a scheduled job still runs once per due time however many servers do:
 *
 * - one server at a time looks at the schedules (each claims the look by a conditional update of
 *   a timestamp; the others find it taken), and the job it sends carries a singleton key per
 *   minute, so a second server sending it in the same minute adds nothing;
 * - a job is fetched by one worker (`FOR UPDATE SKIP LOCKED`) and kept as completed or failed
 *   with its output (tests count them: tests/server/jobs).
 *
 * All SQL goes through the database handle (`executeSql`), so PGlite's one connection serves the
 * queue too, and on PostgreSQL the queue shares the server's pool.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, SqlResult } from '../db/client';

export const JOB_SCHEMA = 'pgboss';

export interface ScheduledJob {
  /** The queue's name (letters, digits, hyphens). */
  name: string;
  /** When it is due: a five-field cron expression in UTC (pg-boss schedules to the minute). */
  cron: string;
  /** The work; what it answers is logged and kept as the job's output. */
  run(): Promise<Record<string, unknown>>;
}

/** A job sent on demand (`JobQueue.send`), each with its own data, start time and singleton key. */
export interface TaskJob<Data extends object = Record<string, unknown>> {
  /** The queue's name (letters, digits, hyphens). */
  name: string;
  /** The work for one job's data; what it answers is logged and kept as the job's output. */
  run(data: Data): Promise<Record<string, unknown>>;
}

export interface TaskSend {
  /** Not before this time. */
  startAfter?: Date;
  /** While a job with this key waits or runs, sending another with it adds nothing. */
  singletonKey?: string;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** Seconds between a server's looks at the schedules (1 to 45). */
  scheduleCheckSeconds?: number;
  /** Seconds between a worker's polls for due jobs (0.5 at least). */
  pollSeconds?: number;
  /** How long `stop` waits for a running job before it marks it failed. */
  stopTimeoutMs?: number;
}

export interface JobQueue {
  /** Sends a job to a task queue; false when a job with its singleton key is waiting or running already. */
  send(name: string, data: object, options?: TaskSend): Promise<boolean>;
  /** Stops scheduling and polling, waits for running jobs and SQL under way; the database stays open. */
  stop(): Promise<void>;
}

/** A job that has not finished in this long is failed (and runs again when next due). */
const JOB_EXPIRY_SECONDS = 5 * 60;

const DEADLOCK = '40P01';

/**
 * Creates a job's queue, or brings an existing one's options up to date. Servers starting together
 * may create the same queue at once, and pg-boss 10 takes no lock around that (it inserts the queue
 * and attaches a partition for it): PostgreSQL may end one of them as a deadlock, which then tries
 * again and finds the queue made.
 */
async function declareQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== DEADLOCK) throw error;
    }
  }
}

/** Starts the queue on `database`: creates each job's queue and schedule, and works them. */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly ScheduledJob[],
  options: JobQueueOptions,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task reads its own data
  tasks: readonly TaskJob<any>[] = [],
): Promise<JobQueue> {
  const { log, scheduleCheckSeconds = 30, pollSeconds = 2, stopTimeoutMs = 10_000 } = options;
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    work.then(
      () => underWay.delete(work),
      () => underWay.delete(work),
    );
    return work;
  };
  // Stopping: no new job starts. Stopped: no SQL reaches the database any more (the caller closes it
  // next); a poll that was under way may still hand back a job, which is then left to expire.
  let stopping = false;
  let stopped = false;
  const db: PgBoss.Db = {
    executeSql: (text: string, values?: unknown[]): Promise<SqlResult> => (stopped ? Promise.resolve({ rows: [] }) : track(database.executeSql(text, values))),
  };

  const onError = (err: unknown) => {
    if (stopped) log.debug({ err }, 'job queue: error after stop');
    else log.error({ err }, 'job queue error');
  };

  // First the tables (pg-boss creates or migrates them at start), the queues and the schedules, with
  // an instance that neither schedules nor works ...
  const setup = new PgBoss({ db, schema: JOB_SCHEMA, schedule: false, supervise: false });
  setup.on('error', onError);
  await setup.start();
  const names = new Set(jobs.map((job) => job.name));
  for (const schedule of await setup.getSchedules()) {
    if (!names.has(schedule.name)) await setup.unschedule(schedule.name);
  }
  for (const job of jobs) {
    // Stately: at most one waiting and one running, so a slow run never piles up the next ones.
    await declareQueue(setup, { name: job.name, policy: 'stately', retryLimit: 0, expireInSeconds: JOB_EXPIRY_SECONDS });
    await setup.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  for (const task of tasks) {
    // Short: many jobs wait at once (one per request and step), but one waiting per singleton key.
    await declareQueue(setup, { name: task.name, policy: 'short', retryLimit: 2, retryDelay: 5, expireInSeconds: JOB_EXPIRY_SECONDS });
  }
  await setup.stop({ graceful: false });

  // ... then the one that does: its first look at the schedules, as it starts, finds them all.
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    migrate: false,
    cronMonitorIntervalSeconds: scheduleCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(pollSeconds))),
  });
  boss.on('error', onError);
  await boss.start();
  const work = (name: string, run: (data: object) => Promise<Record<string, unknown>>) =>
    boss.work<object>(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
      if (stopping) throw new Error('The job queue is stopping; the job runs again when next due.');
      const started = Date.now();
      const output = await track(run(job?.data ?? {}));
      log.info({ job: name, ms: Date.now() - started, ...output }, 'job done');
      return output;
    });
  for (const job of jobs) await work(job.name, () => job.run());
  for (const task of tasks) await work(task.name, (data) => task.run(data));

  return {
    send: async (name, data, sendOptions = {}) => {
      if (stopping) return false;
      const id = await boss.send(name, data, { startAfter: sendOptions.startAfter, singletonKey: sendOptions.singletonKey });
      return id !== null;
    },
    stop: async () => {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1_000, stopTimeoutMs) });
      stopped = true;
      await Promise.allSettled([...underWay]);
    },
  };
}
