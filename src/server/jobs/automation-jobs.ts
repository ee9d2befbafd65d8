import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sendingAfterCommit } from '../mail/after-commit';
import type { MessageSender } from '../mail/outbound-message';
import { runDispatchStep } from '../modules/dispatch/dispatch-automation.service';
import { DISPATCH_KIND, dueAutomationSteps, onAutomationStepScheduled, type AutomationStep } from '../modules/dispatch/automation-steps.service';
import { runVendorReminder } from '../modules/dispatch/vendor-reminders.service';
import { generateUpcomingVisits } from '../modules/pm/pm-visits.service';
import type { JobQueue, ScheduledJob, TaskJob } from './job-queue';

/** One step of a request's automation (dispatch offer, ETA reminder, vendor follow-up): a job per request and step, due at the step's time. */
export const AUTOMATION_STEP_QUEUE = 'automation-step';

/** Sends a step as a job due at its time; its singleton key keeps one waiting however many servers send it. */
export const sendAutomationStep = (queue: Pick<JobQueue, 'send'>, step: AutomationStep) =>
  queue.send(AUTOMATION_STEP_QUEUE, step, { startAfter: new Date(step.at), singletonKey: `${step.requestId}:${step.kind}@${step.at}` });

export interface AutomationStepDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'DISPATCH_OFFER_TIMEOUT_MINUTES'>;
  sender: MessageSender;
  log: FastifyBaseLogger;
}

/** Runs one step in a transaction, its messages sent (and its next step handed to the queue) once that commits. */
export async function runAutomationStepJob(deps: AutomationStepDeps, step: AutomationStep): Promise<Record<string, unknown>> {
  const delivery = { sender: deps.sender, publicUrl: deps.config.PUBLIC_URL, log: deps.log };
  const outcome = await sendingAfterCommit(delivery, () =>
    deps.db.transaction((tx) =>
      step.kind === DISPATCH_KIND ? runDispatchStep(tx, step, deps.config.DISPATCH_OFFER_TIMEOUT_MINUTES) : runVendorReminder(tx, step),
    ),
  );
  return { ...step, ...outcome };
}

/**
 * The request automations on the job queue (docs/product/requests.md#dispatch-automation,
 * docs/product/maintenance-and-guides.md#automations): each step a write schedules (a new request,
 * an offer, a decline, an assignment, an ETA) is sent as a job once the write commits, and the job
 * runs it. A sweep every minute sends the steps due by then again, for a server that stopped before
 * it sent them. And every hour, the PM schedules' next visits due within a week are generated.
 */
export function automationJobs(config: Config, db: Database, app: FastifyInstance, queue: () => JobQueue | undefined) {
  const tasks: TaskJob<AutomationStep>[] = [
    { name: AUTOMATION_STEP_QUEUE, run: (step) => runAutomationStepJob({ db, config, sender: app.messageSender, log: app.log }, step) },
  ];
  const scheduled: ScheduledJob[] = [
    {
      name: 'automation-sweep',
      cron: '* * * * *',
      run: async () => {
        const running = queue();
        const due = running ? await dueAutomationSteps(db, new Date(Date.now() + 60_000)) : [];
        for (const step of due) await sendAutomationStep(running!, step);
        return { due: due.length };
      },
    },
    // PM schedules' next visits, generated a few days ahead of the occurrence (modules/pm/pm-thread.service.ts).
    { name: 'pm-generate-upcoming', cron: '5 * * * *', run: () => generateUpcomingVisits(db) },
  ];
  /** While the queue runs, steps scheduled by this server's writes are sent to it. */
  const listen = () =>
    onAutomationStepScheduled(async (step) => {
      const running = queue();
      if (running) await sendAutomationStep(running, step);
    });
  return { tasks, scheduled, listen };
}
