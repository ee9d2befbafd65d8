import { SERVICE_COST_MODEL } from '../requests/proof-of-value';
import type { RequestPriority } from '../requests/request-enums';
import type { TaskType } from './task-api';

/**
 * What doing a task is expected to save (docs/product/tasks.md#savings), priced with the same cost
 * model as proof of value, at the priority of the task's request (Medium without one):
 * - Preventative: a visit on schedule avoids one repair of the equipment.
 * - Equipment Certification: a certified asset keeps its manufacturer programme, so one repair is
 *   covered instead of paid.
 * - Follow-up: reviewing and confirming the vendor's work saves the quote-review share of a repair.
 * - General: a standing chore has no priced saving.
 */
export function taskSavings(taskType: TaskType, priority: RequestPriority | null): { usd: number; basis: string } {
  const p = priority ?? 'Medium';
  const repair = SERVICE_COST_MODEL.dispatchUsd[p] * SERVICE_COST_MODEL.repairToDispatchRatio;
  switch (taskType) {
    case 'Preventative':
      return { usd: Math.round(repair), basis: `One ${p.toLowerCase()}-priority repair avoided by keeping to the schedule.` };
    case 'Equipment Certification':
      return { usd: Math.round(repair), basis: `One ${p.toLowerCase()}-priority repair covered by the manufacturer's programme instead of paid.` };
    case 'Follow-up':
      return {
        usd: Math.round(repair * SERVICE_COST_MODEL.quoteReviewSavingShare),
        basis: `Checking the vendor's work saves ${SERVICE_COST_MODEL.quoteReviewSavingShare * 100}% of a ${p.toLowerCase()}-priority repair.`,
      };
    case 'General':
      return { usd: 0, basis: 'A standing chore of the location; no saving is priced for it.' };
  }
}
