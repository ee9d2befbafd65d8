import { describe, expect, it } from 'vitest';
import { applyBudgets, formatReport, measureRoutes, parentRouteIds, routeId, type Manifest } from '../../../scripts/check-bundle-size';

/**
 * A small build: an entry with a shared vendor chunk; login; a signed-in layout with two pages
 * sharing a chunk, one of them nested under a section layout; a page whose layout awaits a module.
 */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js', 'index.html'] },
  '_dates.js': { file: 'assets/dates.js' },
  'src/client/routes/login.tsx?tsr-split=component---loader': { file: 'assets/login.js', imports: ['index.html', '_vendor.js'] },
  'src/client/routes/_authenticated.tsx?tsr-split=component---loader': { file: 'assets/shell.js', imports: ['index.html'] },
  'src/client/routes/_authenticated.tsx?tsr-split=errorComponent': { file: 'assets/shell-error.js' },
  'src/client/routes/_authenticated/home.tsx?tsr-split=component---loader': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/client/routes/_authenticated/requests/route.tsx?tsr-split=component---loader': { file: 'assets/requests-layout.js' },
  'src/client/routes/_authenticated/requests/$id/index.tsx?tsr-split=component---loader': {
    file: 'assets/request.js',
    imports: ['_shared.js', '_dates.js'],
  },
  'src/client/routes/_authenticated/requests/$id/index.tsx?tsr-split=notFoundComponent': { file: 'assets/request-missing.js' },
  'src/client/session/session-store.ts': { file: 'assets/session-store.js', imports: ['_vendor.js'] },
  'src/client/routes/qr.$id.tsx?tsr-split=component---loader': { file: 'assets/qr.js' },
  'style.css': { file: 'assets/style.css' },
};

const GZIP_BYTES: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 50_000,
  'assets/shared.js': 7_000,
  'assets/dates.js': 20_000,
  'assets/login.js': 10_000,
  'assets/shell.js': 30_000,
  'assets/shell-error.js': 1_000_000,
  'assets/home.js': 1_000,
  'assets/requests-layout.js': 2_000,
  'assets/request.js': 40_000,
  'assets/request-missing.js': 1_000_000,
  'assets/session-store.js': 9_000,
  'assets/qr.js': 3_000,
};
const gzipBytes = (file: string) => GZIP_BYTES[file]!;
const awaited = { '/_authenticated': ['src/client/session/session-store.ts'] };

describe('route ids of route files', () => {
  it('reads layouts, index pages and dotted names as the router does', () => {
    expect(routeId('login')).toBe('/login');
    expect(routeId('_authenticated/requests/route')).toBe('/_authenticated/requests');
    expect(routeId('_authenticated/requests/$id/index')).toBe('/_authenticated/requests/$id/');
    expect(routeId('qr.$id')).toBe('/qr/$id');
  });

  it('lists the parent layouts outermost first', () => {
    expect(parentRouteIds('/_authenticated/requests/$id/')).toEqual(['/_authenticated', '/_authenticated/requests', '/_authenticated/requests/$id']);
    expect(parentRouteIds('/login')).toEqual([]);
  });
});

describe('first-visit size of each page', () => {
  const sizes = measureRoutes(manifest, gzipBytes, awaited);

  it('counts the entry and its imports, the page and its layouts with their imports, each file once', () => {
    expect(Object.fromEntries(sizes.map((size) => [size.route, size.bytes]))).toEqual({
      // entry 100 + vendor 50 + shell 30 + awaited session store 9 + home 1 + shared 7
      '/_authenticated/home': 197_000,
      // entry 100 + vendor 50 + shell 30 + session store 9 + section layout 2 + request 40 + shared 7 + dates 20
      '/_authenticated/requests/$id/': 258_000,
      '/login': 160_000,
      '/qr/$id': 153_000,
    });
  });

  it('leaves out layouts on their own, error and not-found chunks, and CSS', () => {
    expect(sizes.map((size) => size.route)).not.toContain('/_authenticated');
    expect(sizes.map((size) => size.route)).not.toContain('/_authenticated/requests');
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() => measureRoutes(manifest, gzipBytes, { '/qr/$id': ['src/client/gone.ts'] })).toThrow('src/client/gone.ts');
  });
});

describe('budgets', () => {
  const sizes = measureRoutes(manifest, gzipBytes, awaited);

  it('holds the login page to its budget and every other page to the login budget plus the extra', () => {
    const rows = applyBudgets(sizes, { loginKb: 170, extraKb: 40, extraExceptionsKb: { '/_authenticated/requests/$id/': 100 } });
    expect(rows.map(({ route, budgetBytes, over }) => ({ route, budgetBytes, over }))).toEqual([
      { route: '/_authenticated/home', budgetBytes: 210_000, over: false },
      { route: '/_authenticated/requests/$id/', budgetBytes: 270_000, over: false },
      { route: '/login', budgetBytes: 170_000, over: false },
      { route: '/qr/$id', budgetBytes: 210_000, over: false },
    ]);
  });

  it('marks what is over', () => {
    const rows = applyBudgets(sizes, { loginKb: 150, extraKb: 50, extraExceptionsKb: {} });
    expect(rows.filter((row) => row.over).map((row) => row.route)).toEqual(['/_authenticated/requests/$id/', '/login']);
    expect(formatReport(rows)).toContain('/login                            160.0       150.0  OVER BUDGET');
  });

  it('needs the login page in the build', () => {
    expect(() => applyBudgets(sizes.filter((size) => size.route !== '/login'))).toThrow('/login');
  });
});
