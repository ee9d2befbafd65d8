import { describe, expect, it } from 'vitest';
import { identifierMoveLine } from '@domain/users/identifier-history';

describe('a person’s login history line', () => {
  it('names the old and new address, who moved it and the day', () => {
    const at = '2026-03-04T15:00:00.000Z';
    expect(identifierMoveLine({ kind: 'email', oldValue: 'a@example.com', newValue: 'b@example.com', by: 'Morgan Ellis', at })).toMatch(
      /^Email changed from a@example\.com to b@example\.com by Morgan Ellis on 03\/0[45]\/2026$/,
    );
    expect(identifierMoveLine({ kind: 'phone', oldValue: null, newValue: '+14155550173', by: 'Sam', at })).toMatch(
      /^Phone changed to .*415.*555.*0173 by Sam on /,
    );
  });
});
