import { describe, expect, it } from 'vitest';
import type { RoutePermission } from '@domain/permissions/route-permissions';
import { decideAuthenticatedRoute } from '@domain/routing/route-guard';

const customerUser = (granted: RoutePermission[] = ['home', 'tasks']) => ({
  isInternalStaff: false,
  hasRoles: true,
  can: (p: RoutePermission) => granted.includes(p),
});

describe('decideAuthenticatedRoute (docs/product/routing.md routing rules)', () => {
  it('sends a visitor without a session to login with the full address as nextRoute', () => {
    expect(decideAuthenticatedRoute({ signedIn: false, href: '/requests?status=open&page=2#top' })).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { nextRoute: '/requests?status=open&page=2#top' },
    });
  });

  it('lets a signed-in user through while the user info loads', () => {
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/home' })).toEqual({ kind: 'allow' });
  });

  it('leaves public, login and unknown paths open to everyone', () => {
    for (const href of ['/csat?request=1&rating=5', '/qr/abc', '/sso-vendor-dispatch?token=x', '/login', '/link-accounts', '/no-such-page']) {
      expect(decideAuthenticatedRoute({ signedIn: false, href })).toEqual({ kind: 'allow' });
    }
  });

  it('sends internal staff to admin unless they open a request or asset detail', () => {
    const staff = { isInternalStaff: true, hasRoles: false, can: () => false };
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/home', user: staff })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/requests', user: staff })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/requests/r1/detail', user: staff })).toEqual({ kind: 'allow' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/assets/a1', user: staff })).toEqual({ kind: 'allow' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/admin', user: staff })).toEqual({ kind: 'allow' });
  });

  it('sends users without roles to no-permissions', () => {
    const noRoles = { isInternalStaff: false, hasRoles: false, can: () => false };
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/requests', user: noRoles })).toEqual({ kind: 'redirect', to: '/no-permissions' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/no-permissions', user: noRoles })).toEqual({ kind: 'allow' });
  });

  it('sends a user lacking the route permission to /requests', () => {
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/home', user: customerUser() })).toEqual({ kind: 'allow' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/escalations/e1', user: customerUser() })).toEqual({ kind: 'redirect', to: '/requests' });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/reporting/pm-insights?x=1', user: customerUser() })).toEqual({
      kind: 'redirect',
      to: '/requests',
    });
    expect(decideAuthenticatedRoute({ signedIn: true, href: '/requests?status=open', user: customerUser([]) })).toEqual({ kind: 'allow' });
  });
});
