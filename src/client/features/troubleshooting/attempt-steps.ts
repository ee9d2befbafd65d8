import type { AttemptView, GuideView } from '@domain/troubleshooting/troubleshooting-api';

/** A step the user tried, numbered as the guide numbers it. */
export interface TriedStep {
  id: string;
  number: number;
  text: string;
}

/**
 * The steps of an attempt in the order tried, with the guide's numbering and text. A step since
 * taken out of the guide is left out: the attempt keeps only its id.
 */
export function triedSteps(attempt: Pick<AttemptView, 'stepsTried'>, guide: Pick<GuideView, 'steps'>): TriedStep[] {
  const ordered = [...guide.steps].sort((a, b) => a.position - b.position);
  const byId = new Map(ordered.map((step, index) => [step.id, { id: step.id, number: index + 1, text: step.text }]));
  return attempt.stepsTried.flatMap((id) => byId.get(id) ?? []);
}
