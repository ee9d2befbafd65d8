import { describe, expect, it } from 'vitest';
import { draftChanged, draftOf, draftProblem, entriesOf } from '@/features/customers/location-groups-draft';

const saved = [
  { id: 'g1', name: 'East' },
  { id: 'g2', name: 'West' },
];

describe('location groups draft', () => {
  it('is unchanged until a group is renamed, added or removed (spaces around a name do not count)', () => {
    const draft = draftOf(saved);
    expect(draftChanged(saved, draft)).toBe(false);
    expect(
      draftChanged(
        saved,
        draft.map((g) => ({ ...g, name: ` ${g.name} ` })),
      ),
    ).toBe(false);
    expect(draftChanged(saved, [draft[0]!, { ...draft[1]!, name: 'Pacific' }])).toBe(true);
    expect(draftChanged(saved, [draft[0]!])).toBe(true);
    expect(draftChanged(saved, [...draft, { key: 'added-1', name: 'North' }])).toBe(true);
  });

  it('sends every group, saved ones by id, added ones by name alone', () => {
    expect(entriesOf([...draftOf(saved), { key: 'added-1', name: ' North ' }])).toEqual([
      { id: 'g1', name: 'East' },
      { id: 'g2', name: 'West' },
      { name: 'North' },
    ]);
  });

  it('refuses an empty name and a name used twice, ignoring case', () => {
    expect(draftProblem(draftOf(saved))).toBeUndefined();
    expect(draftProblem([...draftOf(saved), { key: 'a', name: '  ' }])).toBe('Give every group a name.');
    expect(draftProblem([...draftOf(saved), { key: 'a', name: 'west ' }])).toBe('A location group with this name already exists.');
  });
});
