import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first-load budget (issue 15): per page, the gzip size of the JavaScript its first visit needs
 * before it can draw, from the Vite manifest of a build (`build.manifest`): the entry chunk, the
 * chunks the router's code splitting made for the page's route and each of its parent layouts, and
 * the modules their `beforeLoad` awaits (AWAITED_BEFORE_RENDER), each with its static imports
 * (transitively), every file counted once. Code loaded without being awaited (the offline machinery
 * main.tsx starts beside the first render, a page's lazy widgets) is not counted.
 *
 * Usage: tsx scripts/check-bundle-size.ts [dist directory, default dist/client]; exits 1 over budget.
 */

/** A chunk of `.vite/manifest.json`, keyed by its source (or `_name.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const LOGIN_ROUTE = '/login';

export interface Budgets {
  /** kB as Vite reports them: 1000 bytes. */
  loginKb: number;
  /** How much more than the login page's budget any other page's first visit may load. */
  extraKb: number;
  /** Pages allowed more than `extraKb`, by route id. */
  extraExceptionsKb: Record<string, number>;
}

/**
 * Issue 15 aims at 170 kB for the login page and 120 kB more for any other page. The login page's
 * 228 kB (measured from a source-mapped build, gzip shares per package) are libraries no route
 * split removes: React DOM 62, Chakra UI's styled system and recipes 44, zod 26 (every route's
 * search validation sits in the route tree), TanStack Router 22 and Query 7, with Panda's prop list,
 * the scheduler and the store about 5 more: some 166 kB before the app's own code. 170 kB would take
 * replacing one of them, so the budget is today's size, to keep it from growing back. A request's
 * page holds its offline writes (Dexie) and luxon (through domain/format/date-format.ts) besides
 * the signed-in shell.
 *
 * Raised once by issue 18 (login 230 → 231, a request's page 150 → 152 over it), each piece already
 * split to load after the page draws: what stays in the first load is the error-reporting and
 * snackbar loaders with the snackbar's queue, the customer settings route in the route tree, the
 * brands' cookie and API settings, and on a request's page its copy-link button and the
 * troubleshooting reads it now shares with the asset page's history.
 *
 * Issue 27's stop: the login page reads its providers without a query observer (231 → 229); the
 * other pages are measured against the login page's budget, not its size, so a saving on the login
 * page alone no longer fails the pages that keep what it dropped. A request's page holds 154.5 over
 * it (383.5 kB, was 382.8): the vendor's file rights asked of the ability, the Copy link button,
 * and the toasts that say what a save did.
 *
 * Issue 30: a request's page 154.5 → 155 over the login budget (384.0 kB): the API client keeps the
 * page's reads until the service worker controls it (the keeping itself loads with the offline
 * machinery), and runQueued's lazy import of what says a queued write's outcome (its preload list).
 * Issue 30 item 3 (requests filed offline): 155.5 over it (384.5 kB, measured 384.3). The page
 * shows a request filed on this device until the server has it: its loader asks the outbox
 * (loaded on demand) when the request cannot be read, and the page watches the outbox for it;
 * what it shows loads only when one does (-filed-request-page.tsx), and the outbox's dependency
 * rule came with the queued writes the page already had.
 *
 * Issue 28/30's stop: the login page 229 → 229.4 kB (a request's page keeps its 384.5 kB: its
 * exception 155.5 → 155.1). Every page, the login page too, now carries the guards' page facts
 * derived from one map (page-facts.ts, about 120 bytes) and the API client's keeping of a page's
 * reads until the service worker controls it (issue 30 item 1, about 190 bytes). Issue 32 takes the
 * login page's first load down.
 *
 * Issue 30 item 2 (the offline set): a request's page 155.1 → 155.3 over the login budget (384.7 kB,
 * measured 384.6): the API client counts its calls in flight, so the set's background refresh asks
 * only when the screen's own calls have answered; the set itself loads with the offline machinery.
 *
 * Issue 30 items 1, 5 and 6: the login page 229.4 → 229.9 kB, a request's page 155.3 → 155.9 over
 * it (385.8 kB), a task's page 120.1 over it (350.0 kB, its request's parts). A session that cannot
 * load its user shows the error inside the signed-in frame, with the header and the offline banner
 * (offline on a device that kept nothing of the account; the frame is read from the router, so the
 * error's own chunk imports no more of it); the session's error texts moved apart from its loading.
 * A request's page: the field-first order and the folded office parts for those on site, the
 * camera-first Take photo, a checklist mark that says what the user saw (docs/product/offline-writes.md).
 *
 * Issue 30 item 3's check-in on a filed request and item 2's thumbnails: a request's page 155.9 →
 * 156.3 over the login budget (386.2 kB, measured 386.0 here and a little over it in a fresh clone, so 0.2 kB to spare): the visit card is a component of its own, which the page
 * of a request filed on this device uses too, and a photo shows the server's thumbnail when the
 * list carries one.
 *
 * Issue 30's offline cold start: the login page 229.9 → 230.0 kB, a task's page 120.1 → 120.2 over
 * it: the entry starts loading the code of the page it opens on beside the session's reads
 * (router.ts preloadFirstPageCode), instead of after them (the list's reads came 250 ms sooner).
 *
 * Issue 32's outbox drain: the login page 230.0 → 230.1 kB (measured 230.0), a request's page
 * 156.3 → 156.7 over it (386.8 kB, measured 386.7): the screens watching the outbox share one
 * snapshot of it, read a few times a second while it changes (offline/outbox-snapshot.ts), instead
 * of one read per screen per change, and a new write looks up the requests it names by id (the
 * offline machinery every page loads beside its first render).
 *
 * Issue 32 item 2: the login page 230.1 → 229.0 kB (measured 228.8): the bot check's code
 * (altcha-lib) loads with its first solve, at idle after the page drew, and solves in workers.
 * The other pages' budgets stay where they were: a request's page 157.9 over it (386.9 kB), a
 * task's page 121.3 (350.3 kB).
 *
 * A request's page 157.9 → 158.3 over the login budget (387.3 kB, measured 387.1): a settled write
 * has the outbox snapshot read at once (offline/outbox-snapshot.ts readOutboxSnapshotNow), so its
 * "waiting" copy is gone before the server's version shows (measured 387.1 with it, over 386.9).
 *
 * A task's page 121.3 → 121.5 over the login budget (350.5 kB): measured 350.3, which failed the
 * check unrounded once the outbox's lane key and its awaited creates found the ids a write names
 * with one helper (offline/ids-in-text.ts).
 *
 * Issue 31: a request's page 158.3 → 158.7 over the login budget (387.7 kB, measured 387.3): the
 * quotes card loads after the page draws (only its lazy import is in the first load), and the page
 * asks which of the request's parts the user reads (request-read-parts.ts) before asking for them.
 *
 * Issue 31's eighty-sixed vendors: a request's page 158.7 → 159.1 over the login budget (388.1 kB,
 * measured 388.0): Change vendor marks them and says why, inline (eighty-six-mark.ts; a dialog
 * there cost 0.8 kB, a lazy one 1.4).
 *
 * Issue 31's My jobs: a request's page 159.1 → 159.6 over the login budget (388.6 kB, measured
 * 388.3) and a task's page 121.5 → 122.0 (351.0 kB, measured 350.7): every page that queues a write
 * loads the outbox's contracts, which now hold a vendor's progress report (vendorJob.report, its
 * schema kept apart in public-links/follow-up-report.ts so the links' other schemas stay out), and
 * the shell's navigation is labelled and filtered per role (nav-items.ts navItemsFor).
 *
 * Issue 31's vendor visits and 86'd marks in the location page's pickers: a dialog imported
 * statically by the location page (AppDialog, ConfirmDialog) took the login page from 228.7 to
 * 234.2 kB with no code of its own. Rolldown merges the chunks the entry shares with pages into the
 * entry only when that creates no circular chunk import (its mergeCommonChunks); here it could not,
 * and the entry fell apart into some twenty small chunks, each with its own gzip overhead. The two
 * dialogs load when opened (React.lazy), as the shell's own do. A jump like that on a change far
 * from the login page is this again: compare the login page's files before and after. A request's
 * page 159.6 → 159.8 over the login budget (388.8 kB, measured 388.6): the location contract it
 * loads for its pickers carries the vendor-visit fields and their checks (61 bytes), the entry 26.
 * Then issue 32 item 3: the request page's follow-ups and automations cards load after the page
 * draws (387.8 kB, 0.8 less); the split adds 16 bytes to the entry, and a task's page, which was
 * 350.9 of its 351.0, may load 122.2 kB over the login budget (351.2 kB). Then issue 33 item 4:
 * a task's page has Edit and Reopen (their dialog and texts load when opened), 0.5 kB more: 122.7.
 * Issue 33 item 1: the location contract's paths and cache time moved to location-paths.ts, so the
 * pages that call the location API without its schemas load 0.6 to 0.7 kB less (a request's page
 * 387.9 → 387.3 kB: 159.8 → 159.3); the entry carries the Company Leaders' right to add and archive
 * locations and the new-customer path (0.1 kB), which takes a task's page, which loads no location
 * contract, to 351.7x of its 351.7: 122.8.
 *
 * Issue 33 item 3 (PM schedules set up on screen): the login page 229.0 → 229.4 kB (measured 229.3,
 * 228.9 before): the two schedule routes in the route tree and their chunks' names in the entry's
 * preload map; the templates open in a dialog of the schedules page rather than a third route. An
 * asset's page 120.5 over the login budget (349.9 kB, measured 349.8): its PM schedules card loads
 * after the page draws, and that lazy import's preload list is most of its 1.1 kB (a static card cost
 * 4.4). The generate-next answer's schema moved beside the schedule's (pm-schedules-api.ts), so the
 * request and task pages, which load the checklist contracts, do not load the schedules'.
 *
 * Issue 34 (the notification bell): a task's page 122.8 → 123.1 over the login budget (352.5 kB)
 * and an asset's page 120.5 → 120.8 (350.2 kB). Every signed-in page carries the bell's share of
 * the shell (the rule that each person reads their own notifications, and the bell in the chunk
 * that loads after the frame: the sync indicator and the bell share one lazy import, shell-status.tsx)
 * and measured 352.2-352.3 and 349.9-350.0 in builds of one commit: a chunk's hashed name differs
 * from build to build, and so does the gzip size of the preload lists that name it, by about
 * 0.1 kB. The budget keeps 0.2 kB for that.
 * Notification settings, a section of the profile page loaded after it draws, load with neither.
 */
export const BUDGETS: Budgets = {
  loginKb: 229.4,
  extraKb: 120,
  extraExceptionsKb: {
    '/_authenticated/requests/$id/': 159.3,
    '/_authenticated/requests/$id/detail': 159.3,
    '/_authenticated/tasks/$id/': 123.1,
    '/_authenticated/assets/$id': 120.8,
  },
};

/**
 * Modules a route's `beforeLoad` imports and awaits before anything draws (a static import there
 * would put them in every page's first load), by manifest key; they count for the route's pages.
 */
export const AWAITED_BEFORE_RENDER: Record<string, string[]> = {
  '/_authenticated': ['src/client/session/session-store.ts'],
  '/qr/$id': ['src/client/features/qr/label-destination.ts'],
};

/** Manifest keys of the chunks the router plugin splits out of a route file: `<file>.tsx?tsr-split=<parts>`. */
const SPLIT_CHUNK = /^src\/client\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;
/** Split parts a visit renders; error and not-found components load only when shown. */
const FIRST_VISIT_PARTS = new Set(['component', 'pendingComponent', 'loader']);

/** The JavaScript files (manifest `file`s) the given chunks load: themselves and their static imports. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The route file's id in the router's terms: `a/route` is the layout `/a`, `a/index` is `/a/`,
 * and a dot in a file name nests like a folder (`qr.$id` is `/qr/$id`).
 */
export function routeId(routeFile: string): string {
  const segments = routeFile.split(/[/.]/);
  const last = segments.at(-1);
  if (last === 'route') segments.pop();
  if (last === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

/** The route ids of a route's parent layouts, outermost first (the root route is part of the entry). */
export function parentRouteIds(id: string): string[] {
  const segments = id.slice(1).split('/');
  return segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

/**
 * The chunks a first visit to each page loads besides the entry, by route id: its own and its parent
 * layouts' split chunks and awaited modules. Layouts are not listed on their own: a visit always
 * lands on one of their pages.
 */
function firstVisitChunks(manifest: Manifest, awaited: Record<string, string[]>): Map<string, string[]> {
  const splitChunks = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const match = SPLIT_CHUNK.exec(key);
    if (!match || !match[2]!.split('---').some((part) => FIRST_VISIT_PARTS.has(part))) continue;
    const id = routeId(match[1]!);
    splitChunks.set(id, [...(splitChunks.get(id) ?? []), key]);
  }
  const layouts = new Set([...splitChunks.keys()].flatMap(parentRouteIds));
  const chunksOf = (id: string) => [...(splitChunks.get(id) ?? []), ...(awaited[id] ?? [])];
  const pages = [...splitChunks.keys()].filter((id) => !layouts.has(id));
  return new Map(pages.map((id) => [id, [...parentRouteIds(id), id].flatMap(chunksOf)]));
}

export interface RouteSize {
  route: string;
  bytes: number;
}

/** Per page, the gzip bytes of its first visit; `gzipBytes` gives one built file's size. */
export function measureRoutes(manifest: Manifest, gzipBytes: (file: string) => number, awaited: Record<string, string[]> = AWAITED_BEFORE_RENDER): RouteSize[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && manifest[key]!.file.endsWith('.js'));
  if (entries.length !== 1) throw new Error(`Expected one JavaScript entry in the manifest, found ${entries.length}`);
  return [...firstVisitChunks(manifest, awaited)]
    .map(([route, keys]) => {
      const files = staticClosure(manifest, [entries[0]!, ...keys]);
      return { route, bytes: [...files].reduce((sum, file) => sum + gzipBytes(file), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export interface BudgetRow extends RouteSize {
  budgetBytes: number;
  over: boolean;
}

/** The login page against its own budget; every other page against the login page's budget plus its extra. */
export function applyBudgets(sizes: readonly RouteSize[], budgets: Budgets = BUDGETS): BudgetRow[] {
  const login = sizes.find((size) => size.route === LOGIN_ROUTE);
  if (!login) throw new Error(`No chunk for the ${LOGIN_ROUTE} route in the manifest`);
  return sizes.map((size) => {
    const extraKb = budgets.extraExceptionsKb[size.route] ?? budgets.extraKb;
    const budgetBytes = size === login ? budgets.loginKb * 1000 : (budgets.loginKb + extraKb) * 1000;
    return { ...size, budgetBytes, over: size.bytes > budgetBytes };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function formatReport(rows: readonly BudgetRow[]): string {
  const width = Math.max(...rows.map((row) => row.route.length), 'route'.length);
  const line = (route: string, size: string, budget: string, mark: string) =>
    `${route.padEnd(width)}  ${size.padStart(8)}  ${budget.padStart(10)}  ${mark}`.trimEnd();
  return [
    line('route', 'kB gzip', 'budget kB', ''),
    ...rows.map((row) => line(row.route, kB(row.bytes), kB(row.budgetBytes), row.over ? 'OVER BUDGET' : '')),
  ].join('\n');
}

function main(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return sizes.get(file)!;
  };
  const rows = applyBudgets(measureRoutes(manifest, gzipBytes));
  console.log(`First-visit JavaScript per page (${distDir}):\n${formatReport(rows)}`);
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) over the first-load budget: ${over.map((row) => row.route).join(', ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv[2] ?? 'dist/client');
