import { describe, expect, it } from 'vitest';
import { triedSteps } from '@/features/troubleshooting/attempt-steps';

const step = (id: string, position: number) => ({ id, position, text: `text of ${id}`, imageUrl: null });

describe('triedSteps', () => {
  // Stored out of order: the guide numbers its steps by position.
  const guide = { steps: [step('c', 30), step('a', 10), step('b', 20)] };

  it('lists the steps in the order tried, numbered as the guide numbers them', () => {
    expect(triedSteps({ stepsTried: ['b', 'a'] }, guide)).toEqual([
      { id: 'b', number: 2, text: 'text of b' },
      { id: 'a', number: 1, text: 'text of a' },
    ]);
  });

  it('leaves out a step since taken out of the guide', () => {
    expect(triedSteps({ stepsTried: ['a', 'gone', 'c'] }, guide).map((s) => s.number)).toEqual([1, 3]);
  });

  it('answers nothing when no step was tried', () => {
    expect(triedSteps({ stepsTried: [] }, guide)).toEqual([]);
  });
});
