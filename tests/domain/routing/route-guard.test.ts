import { describe, expect, it } from 'vitest';
import { decideAuthenticatedRoute } from '../../../src/domain/routing/route-guard';

describe('decideAuthenticatedRoute', () => {
  it('sends a visitor without a session to login with the full address as nextRoute', () => {
    expect(decideAuthenticatedRoute({ signedIn: false, href: '/requests?status=open&page=2#top' })).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { nextRoute: '/requests?status=open&page=2#top' },
    });
  });

  it('lets a signed-in user through', () => {
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/home' })).toEqual({ kind: 'allow' });
  });
});
