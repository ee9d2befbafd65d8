import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sendingAfterCommit } from '../mail/after-commit';
import type { MessageSender } from '../mail/outbound-message';
import { dueDispatchSteps, runDispatchStep } from '../modules/dispatch/dispatch-automation.service';
import { onDispatchStepScheduled, type DispatchStep } from '../modules/dispatch/dispatch-schedule';
import type { JobQueue, ScheduledJob, TaskJob } from './job-queue';

/** One step of a request's dispatch automation: a job per request and step, due at the step's time. */
export const DISPATCH_STEP_QUEUE = 'dispatch-step';

/** Sends a step as a job due at its time; its singleton key keeps one waiting however many servers send it. */
export const sendDispatchStep = (queue: Pick<JobQueue, 'send'>, step: DispatchStep) =>
  queue.send(DISPATCH_STEP_QUEUE, step, { startAfter: new Date(step.at), singletonKey: `${step.requestId}@${step.at}` });

export interface DispatchStepDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'DISPATCH_OFFER_TIMEOUT_MINUTES'>;
  sender: MessageSender;
  log: FastifyBaseLogger;
}

/** Runs one step in a transaction, its messages sent (and its next step announced) once that commits. */
export async function runDispatchStepJob(deps: DispatchStepDeps, step: DispatchStep): Promise<Record<string, unknown>> {
  const delivery = { sender: deps.sender, publicUrl: deps.config.PUBLIC_URL, log: deps.log };
  const outcome = await sendingAfterCommit(delivery, () => deps.db.transaction((tx) => runDispatchStep(tx, step, deps.config.DISPATCH_OFFER_TIMEOUT_MINUTES)));
  return { ...step, ...outcome };
}

/**
 * The dispatch automation on the job queue (docs/product/requests.md#dispatch-automation): each step
 * scheduled by a write (a new request, an offer, a decline) is sent as a job once the write commits;
 * the job runs the step (jobs/../modules/dispatch) with its messages sent after its commit. A sweep
 * every minute sends the steps due by then again, for a server that stopped before it sent them.
 */
export function dispatchJobs(config: Config, db: Database, app: FastifyInstance, queue: () => JobQueue | undefined) {
  const tasks: TaskJob<DispatchStep>[] = [
    { name: DISPATCH_STEP_QUEUE, run: (step) => runDispatchStepJob({ db, config, sender: app.messageSender, log: app.log }, step) },
  ];
  const scheduled: ScheduledJob[] = [
    {
      name: 'dispatch-sweep',
      cron: '* * * * *',
      run: async () => {
        const running = queue();
        const due = running ? await dueDispatchSteps(db, new Date(Date.now() + 60_000)) : [];
        for (const step of due) await sendDispatchStep(running!, step);
        return { due: due.length };
      },
    },
  ];
  /** While the queue runs, steps scheduled by this server's writes are sent to it. */
  const listen = () =>
    onDispatchStepScheduled(async (step) => {
      const running = queue();
      if (running) await sendDispatchStep(running, step);
    });
  return { tasks, scheduled, listen };
}
