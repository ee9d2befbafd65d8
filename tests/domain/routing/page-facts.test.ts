import { describe, expect, it } from 'vitest';
import { routePermission, routePermissionPaths } from '@domain/permissions/route-permissions';
import type { FactsMatchRoutes } from '@domain/routing/page-facts';
import { isPublicRoute, isSessionRoute, isShellRoute } from '@domain/routing/route-kinds';

describe('the pages’ facts (src/domain/routing/page-facts.ts)', () => {
  it('refuse a route without facts, facts without a route, and a page with nothing to inherit (checked by npm run typecheck)', () => {
    // Routes '/a', '/a/b' and '/c': '/a' and '/c' have facts, '/a/b' inherits those of '/a'.
    const matching: FactsMatchRoutes<'/a' | '/a/b' | '/c', '/a' | '/c', '/a/b'> = true;
    // @ts-expect-error a new route file '/d' without facts
    const routeWithoutFacts: FactsMatchRoutes<'/a' | '/d', '/a', never> = true;
    // @ts-expect-error facts of a route that went
    const factsWithoutRoute: FactsMatchRoutes<'/a', '/a' | '/gone', never> = true;
    // @ts-expect-error '/b/c' inherits, but '/b' has no facts
    const nothingToInherit: FactsMatchRoutes<'/a' | '/b/c', '/a', '/b/c'> = true;
    // @ts-expect-error a page both with facts and inheriting them
    const bothListed: FactsMatchRoutes<'/a' | '/a/b', '/a' | '/a/b', '/a/b'> = true;
    expect([matching, routeWithoutFacts, factsWithoutRoute, nothingToInherit, bothListed]).toEqual([true, true, true, true, true]);
  });

  it('give the guards the same kinds as the lists they replace', () => {
    const publicPaths = ['/csat', '/eep-manufacturer-csat', '/vendor-dispatch', '/sso-vendor-dispatch', '/vendor-request-quote', '/vendor-follow-up'];
    const morePublic = [
      '/request-intake-magic-link',
      '/vendor-eep-updates',
      '/app',
      '/invalid-link',
      '/error',
      '/maintenance',
      '/qr/l1',
      '/confirm-identifier',
    ];
    for (const path of [...publicPaths, ...morePublic])
      expect([path, isPublicRoute(path), isSessionRoute(path), isShellRoute(path)]).toEqual([path, true, false, false]);
    // /login-link was in none of the lists (open as an unknown path); it is a session page (docs/product/routing.md).
    for (const path of ['/login', '/login-link', '/logout', '/link-accounts', '/s3']) {
      expect([path, isPublicRoute(path), isSessionRoute(path), isShellRoute(path)]).toEqual([path, false, true, false]);
    }
    const shell = [
      '/',
      '/home',
      '/no-permissions',
      '/admin',
      '/requests/r1/guides/g1',
      '/escalations',
      '/assets/locations/l1',
      '/reporting/invoices/unmatched',
    ];
    for (const path of [...shell, '/profile', '/vendor', '/vendors/history', '/tasks/t1', '/customer-settings']) {
      expect([path, isPublicRoute(path), isSessionRoute(path), isShellRoute(path)]).toEqual([path, false, false, true]);
    }
    for (const path of ['/no-such-page', '/qrs', '/requestsx'])
      expect([path, isPublicRoute(path), isSessionRoute(path), isShellRoute(path)]).toEqual([path, false, false, false]);
  });

  it('give the server the same permission paths as the list they replace', () => {
    expect(Object.fromEntries(routePermissionPaths())).toEqual({
      '/home': 'home',
      '/tasks': 'tasks',
      '/escalations': 'escalations',
      '/vendor': 'vendorProfile',
      '/reporting': 'reporting',
      '/reporting/requests': 'requestsReporting',
      '/reporting/invoices': 'invoiceReporting',
      '/reporting/spend-forecast': 'spendForecast',
      '/reporting/insights': 'insightsReporting',
      '/reporting/vendor-insights': 'vendorInsights',
      '/reporting/pm-insights': 'pmInsights',
      '/customer-settings': 'customerSettings',
    });
    // An inheriting page needs its parent's permission.
    expect(routePermission('/reporting/invoices/unmatched')).toBe('invoiceReporting');
  });
});
