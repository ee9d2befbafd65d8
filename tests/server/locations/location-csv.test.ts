import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { HEADERS } from '../../../src/domain/api/headers';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import { csvLine, parseCsv } from '../../../src/domain/format/csv';
import type { LocationDetail } from '../../../src/domain/locations/location-api';
import { LOCATION_IMPORT_MESSAGES, type LocationImportAnswer } from '../../../src/domain/locations/location-csv';
import { LOCATION_CSV_COLUMNS } from '../../../src/domain/locations/location-csv-columns';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers, locations } = DEMO;
type Who = 'companyLeader' | 'areaLeaderWest' | 'locationStaff' | 'retailLeader' | 'admin';
type Column = (typeof LOCATION_CSV_COLUMNS)[number];

/** docs/product/assets-and-locations.md#locations-in-bulk: locations out to CSV and back in. */
describe('locations CSV export and import', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  const exported = async (who: Who, query = '') => {
    const res = await t.app.inject({ url: `${API_PREFIX}/locations/export.csv?${query}`, headers: api.headers(who) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="locations-\d{4}-\d{2}-\d{2}\.csv"$/);
    return parseCsv(res.body)!;
  };
  const importing = (who: Who, csv: string, options: { dryRun?: boolean; key?: string; query?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/locations/import?dryRun=${options.dryRun ?? true}${options.query ?? ''}`,
      headers: { ...api.headers(who), 'content-type': 'text/csv', ...(options.key ? { [HEADERS.idempotencyKey]: options.key } : {}) },
      payload: csv,
    });
  const report = async (who: Who, csv: string, options: { dryRun?: boolean; key?: string; query?: string } = {}) => {
    const res = await importing(who, csv, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LocationImportAnswer>();
  };
  const toCsv = (rows: string[][]) => rows.map((r) => csvLine(r)).join('');
  const col = (name: Column) => LOCATION_CSV_COLUMNS.indexOf(name);
  const messageOf = async (csv: string, who: Who = 'companyLeader') => {
    const res = await importing(who, csv);
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  };
  const store = () => `T-${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'areaLeaderWest', 'locationStaff', 'retailLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('exports every location of the customer under the import’s columns, archived ones when asked', async () => {
    const [header, ...rows] = await exported('companyLeader');
    expect(header).toEqual([...LOCATION_CSV_COLUMNS]);
    expect(rows.length).toBe(24);
    const embarcadero = rows.find((r) => r[col('store_number')] === 'HG-101')!;
    expect(embarcadero[col('id')]).toBe(locations.staffPm.id);
    expect(Object.fromEntries(LOCATION_CSV_COLUMNS.map((c, i) => [c, embarcadero[i]]))).toMatchObject({
      name: 'Harbor Grill Embarcadero',
      city: 'San Francisco',
      time_zone: 'America/Los_Angeles',
      group: 'West',
      pm_enabled: 'yes',
      // Exported with the formula guard, read back without it.
      phone: "'+14155550101",
      site_contact_name: 'Dana Whitfield, general manager',
      archived: 'no',
    });
    // The list's filters: the search, archived ones on request; another tenant's export holds none of these.
    expect((await exported('companyLeader', 'search=Oakland')).slice(1).map((r) => r[col('store_number')])).toEqual(['HG-102']);
    expect((await exported('companyLeader', 'archived=only')).length).toBe(1);
    const theirs = await exported('retailLeader');
    expect(theirs.slice(1).some((r) => rows.some((mine) => mine[col('id')] === r[col('id')]))).toBe(false);
    // Only the customer's locations the caller sees.
    expect((await exported('locationStaff')).slice(1).map((r) => r[col('store_number')])).toEqual(['HG-101', 'HG-103']);
  });

  it('round-trips: export, change two cells, import, export again: only those two differ', async () => {
    const [header, ...before] = await exported('companyLeader', 'archived=include');
    const edited = before.map((r) => [...r]);
    edited[0]![col('city')] = 'Sausalito';
    edited[1]![col('pm_enabled')] = edited[1]![col('pm_enabled')] === 'yes' ? 'no' : 'yes';

    const dry = await report('companyLeader', toCsv([header!, ...edited]));
    expect(dry).toMatchObject({ applied: false, counts: { created: 0, updated: 2, unchanged: before.length - 2, refused: 0 } });
    expect(dry.rows.map((r) => [r.line, r.action, r.changes, r.locationId])).toEqual([
      [2, 'update', ['city'], before[0]![col('id')]],
      [3, 'update', ['pm_enabled'], before[1]![col('id')]],
    ]);
    expect((await exported('companyLeader', 'archived=include')).slice(1)).toEqual(before);

    const done = await report('companyLeader', toCsv([header!, ...edited]), { dryRun: false });
    expect(done).toMatchObject({ applied: true, counts: { updated: 2 } });
    const after = (await exported('companyLeader', 'archived=include')).slice(1);
    const differing = after.flatMap((row) => row.flatMap((cell, c) => (cell === before.find((b) => b[0] === row[0])![c] ? [] : [LOCATION_CSV_COLUMNS[c]])));
    expect(differing.sort()).toEqual(['city', 'pm_enabled']);

    const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?action=location.import`);
    expect(trail.items[0]).toMatchObject({ subject: { type: 'Customer', id: customers.enterprise.id }, after: { updated: 2, created: 0 } });
  });

  it('adds locations from a file only when no row is refused: one bad row refuses the file, with its reason and line', async () => {
    const header = ['store_number', 'name', 'address', 'city', 'state', 'time_zone', 'group', 'pm_enabled', 'phone'];
    const prefix = store();
    const rows = Array.from({ length: 12 }, (_, i) => [
      `${prefix}-${i}`,
      `Harbor Grill Import ${i}`,
      `${i} Main St`,
      'Fresno',
      'CA',
      'America/Los_Angeles',
      'west',
      'yes',
      '(559) 555-0100',
    ]);
    rows[6]![5] = 'Pacific/Atlantis';
    const refused = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(refused).toMatchObject({ applied: false, counts: { created: 11, refused: 1 } });
    expect(refused.rows[0]).toMatchObject({
      line: 8,
      action: 'refuse',
      locationId: null,
      name: 'Harbor Grill Import 6',
      reason: 'time_zone: “Pacific/Atlantis” is not a time zone; write one such as America/Chicago.',
    });
    expect((await exported('companyLeader', `search=${prefix}`)).length).toBe(1);

    rows[6]![5] = 'America/Los_Angeles';
    const added = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(added).toMatchObject({ applied: true, counts: { created: 12, refused: 0 } });
    const listed = (await exported('companyLeader', `search=${prefix}`)).slice(1);
    expect(listed.length).toBe(12);
    expect(listed[0]).toEqual([
      added.rows[0]!.locationId,
      `${prefix}-0`,
      'Harbor Grill Import 0',
      '0 Main St',
      'Fresno',
      'CA',
      '',
      'America/Los_Angeles',
      'West',
      'yes',
      "'+15595550100",
      '',
      '',
      '',
      'no',
    ]);
  });

  it('says why each bad row is refused', async () => {
    const [, theirs] = await exported('retailLeader');
    const existing = (await exported('companyLeader')).slice(1);
    const hg104 = existing.find((r) => r[col('store_number')] === 'HG-104')!;
    const twice = store();
    const header = ['id', 'store_number', 'name', 'time_zone', 'group', 'pm_enabled', 'phone', 'archived', 'state'];
    const rows = [
      ['', 'HG-101', 'Second Embarcadero', 'America/Chicago', '', '', '', '', ''],
      ['', twice, 'Twice A', 'America/Chicago', '', '', '', '', ''],
      ['', twice.toLowerCase(), 'Twice B', 'America/Chicago', '', '', '', '', ''],
      ['', store(), '', 'America/Chicago', '', '', '', '', ''],
      ['', store(), 'No zone', '', '', '', '', '', ''],
      ['', store(), 'Bad group', 'America/Chicago', 'Atlantis', '', '', '', ''],
      ['', store(), 'Bad flag', 'America/Chicago', '', 'sometimes', '', '', ''],
      ['', store(), 'Bad phone', 'America/Chicago', '', '', '555-0100', '', ''],
      ['', store(), 'Born archived', 'America/Chicago', '', '', '', 'yes', ''],
      ['', store(), 'Long state', 'America/Chicago', '', '', '', '', 'S'.repeat(51)],
      ['not-an-id', store(), 'Bad id', 'America/Chicago', '', '', '', '', ''],
      [theirs![col('id')]!, store(), 'Their store', 'America/Chicago', '', '', '', '', ''],
      [hg104[col('id')]!, 'HG-105', hg104[col('name')]!, hg104[col('time_zone')]!, 'West', 'no', '', '', 'WA'],
      [hg104[col('id')]!, 'HG-104', hg104[col('name')]!, hg104[col('time_zone')]!, 'West', 'no', '', '', 'WA'],
    ];
    const answer = await report('companyLeader', toCsv([header, ...rows]));
    expect(answer.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'store_number: Harbor Grill Embarcadero has store number HG-101 already.'],
      [3, `store_number: line 4 has store number ${twice} too.`],
      [4, `store_number: line 3 has store number ${twice.toLowerCase()} too.`],
      [5, 'name: every location needs a name.'],
      [6, 'time_zone: every location needs a time zone, such as America/Chicago.'],
      [7, 'group: this customer has no location group called Atlantis.'],
      [8, 'pm_enabled: write yes or no, not “sometimes”.'],
      [9, 'phone: write the number in international form, such as +14155550101, not “555-0100”.'],
      [10, 'archived: a new location starts in use; archive it once it is added.'],
      [11, 'state: at most 50 characters.'],
      [12, LOCATION_IMPORT_MESSAGES.badId],
      // Another customer's location is not found, as an unknown id is.
      [13, LOCATION_IMPORT_MESSAGES.unknownId],
      [14, 'store_number: Harbor Grill Pioneer Square has store number HG-105 already.'],
      [15, LOCATION_IMPORT_MESSAGES.repeatedId(14)],
    ]);
  });

  it('swaps store numbers between two locations, archives and restores, and leaves columns the file leaves out', async () => {
    const rows = (await exported('companyLeader')).slice(1);
    const a = rows.find((r) => r[col('store_number')] === 'HG-202')!;
    const b = rows.find((r) => r[col('store_number')] === 'HG-203')!;
    const swapped = await report(
      'companyLeader',
      toCsv([
        ['id', 'store_number', 'name', 'archived'],
        [a[col('id')]!, 'HG-203', a[col('name')]!, 'yes'],
        [b[col('id')]!, 'HG-202', b[col('name')]!, 'no'],
      ]),
      { dryRun: false },
    );
    expect(swapped.rows.map((r) => r.changes)).toEqual([['store_number', 'archived'], ['store_number']]);
    const first = await api.ok<LocationDetail>('companyLeader', 'GET', `locations/${a[col('id')]}`);
    expect(first).toMatchObject({ storeNumber: 'HG-203', city: a[col('city')], timezone: a[col('time_zone')], pmEnabled: a[col('pm_enabled')] === 'yes' });
    expect(first.archivedAt).not.toBeNull();

    await report(
      'companyLeader',
      toCsv([
        ['id', 'name', 'archived'],
        [a[col('id')]!, a[col('name')]!, 'no'],
      ]),
      { dryRun: false },
    );
    expect((await api.ok<LocationDetail>('companyLeader', 'GET', `locations/${a[col('id')]}`)).archivedAt).toBeNull();
  });

  it('refuses a file it cannot read with a clear 400', async () => {
    expect(await messageOf('name,time_zone,colour\nA,America/Chicago,red\n')).toEqual({
      status: 400,
      message: LOCATION_IMPORT_MESSAGES.unknownColumns(['colour']),
    });
    expect(await messageOf('store_number,time_zone\nX,America/Chicago\n')).toEqual({ status: 400, message: LOCATION_IMPORT_MESSAGES.missingColumns(['name']) });
    expect(await messageOf('name,time_zone\n"A,America/Chicago\n')).toEqual({ status: 400, message: LOCATION_IMPORT_MESSAGES.notCsv });
    expect(await messageOf('name,time_zone\n')).toEqual({ status: 400, message: LOCATION_IMPORT_MESSAGES.empty });
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/locations/import`,
      headers: { ...api.headers('companyLeader'), 'content-type': 'application/json' },
      payload: { name: 'A' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('is for Company Leaders and administrators; another customer is not found', async () => {
    const csv = toCsv([
      ['name', 'time_zone'],
      ['Somewhere', 'America/Chicago'],
    ]);
    for (const who of ['areaLeaderWest', 'locationStaff'] as const) {
      expect(await messageOf(csv, who)).toEqual({ status: 403, message: LOCATION_IMPORT_MESSAGES.forbidden });
    }
    expect((await importing('retailLeader', csv, { query: `&customerId=${customers.enterprise.id}` })).statusCode).toBe(404);
    expect(await messageOf(csv, 'admin')).toEqual({ status: 400, message: LOCATION_IMPORT_MESSAGES.noCustomer });
    const byAdmin = await report('admin', csv, { query: `&customerId=${customers.retail.id}` });
    expect(byAdmin.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 0 });
    const res = await t.app.inject({ url: `${API_PREFIX}/locations/export.csv?customerId=${customers.enterprise.id}`, headers: api.headers('retailLeader') });
    expect(res.statusCode).toBe(404);
  });

  it('applies a replayed import once', async () => {
    const name = `Replayed ${randomUUID().slice(0, 6)}`;
    const csv = toCsv([
      ['store_number', 'name', 'time_zone'],
      [store(), name, 'America/Chicago'],
    ]);
    const key = randomUUID();
    const first = await report('companyLeader', csv, { dryRun: false, key });
    const again = await report('companyLeader', csv, { dryRun: false, key });
    expect(again.rows[0]!.locationId).toBe(first.rows[0]!.locationId);
    expect((await exported('companyLeader', `search=${encodeURIComponent(name)}`)).length).toBe(2);
  });
});
