import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { HEADERS } from '../../../src/domain/api/headers';
import { ASSET_CSV_COLUMNS, ASSET_IMPORT_MESSAGES, type AssetImportAnswer } from '../../../src/domain/assets/asset-csv';
import { csvLine, parseCsv } from '../../../src/domain/format/csv';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, locations } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'brandManager';

/** docs/product/assets-and-locations.md#assets-in-bulk: assets out to CSV and back in. */
describe('assets CSV export and import', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  const exported = async (who: Who, query: string) => {
    const res = await t.app.inject({ url: `${API_PREFIX}/assets/export.csv?${query}`, headers: api.headers(who) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    return parseCsv(res.body)!;
  };
  const importing = (who: Who, csv: string, options: { dryRun?: boolean; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/assets/import?dryRun=${options.dryRun ?? true}`,
      headers: { ...api.headers(who), 'content-type': 'text/csv', ...(options.key ? { [HEADERS.idempotencyKey]: options.key } : {}) },
      payload: csv,
    });
  const report = async (who: Who, csv: string, options: { dryRun?: boolean; key?: string } = {}) => {
    const res = await importing(who, csv, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AssetImportAnswer>();
  };
  const toCsv = (rows: string[][]) => rows.map((r) => csvLine(r)).join('');
  const col = (name: (typeof ASSET_CSV_COLUMNS)[number]) => ASSET_CSV_COLUMNS.indexOf(name);
  const messageOf = async (csv: string, who: Who = 'companyLeader') => {
    const res = await importing(who, csv);
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'brandManager']);
  });
  afterAll(() => t.close());

  it('exports every asset of the filters (not a page) under the import’s columns', async () => {
    const [header, ...rows] = await exported('companyLeader', `locationId=${locations.staffPm.id}`);
    expect(header).toEqual([...ASSET_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r[col('store_number')]))).toEqual(new Set(['HG-101']));
    expect(rows.every((r) => ['yes', 'no'].includes(r[col('infrastructure')]!))).toBe(true);
    // Another tenant's export holds none of these.
    const theirs = await exported('retailLeader', 'assetStatus=Live,Replacing,Pending,Retired');
    const ids = new Set(rows.map((r) => r[col('id')]));
    expect(theirs.slice(1).some((r) => ids.has(r[col('id')]))).toBe(false);
  });

  it('round-trips: export, change two cells, import, export again: only those two differ', async () => {
    const query = `locationId=${locations.staffPm.id}&assetStatus=Live,Replacing,Pending,Retired`;
    const [header, ...before] = await exported('companyLeader', query);
    const edited = before.map((r) => [...r]);
    edited[0]![col('name')] = `${before[0]![col('name')]} (left)`;
    edited[1]![col('serial_number')] = 'SN-EDITED-1';

    const dry = await report('companyLeader', toCsv([header!, ...edited]));
    expect(dry).toMatchObject({ applied: false, counts: { created: 0, updated: 2, unchanged: before.length - 2, refused: 0 } });
    expect(dry.rows.map((r) => [r.line, r.action, r.changes])).toEqual([
      [2, 'update', ['name']],
      [3, 'update', ['serial_number']],
    ]);
    // A dry run changes nothing.
    expect((await exported('companyLeader', query)).slice(1)).toEqual(before);

    const done = await report('companyLeader', toCsv([header!, ...edited]), { dryRun: false });
    expect(done).toMatchObject({ applied: true, counts: { updated: 2 } });
    const after = (await exported('companyLeader', query)).slice(1);
    const differing = after.flatMap((row, r) =>
      row.flatMap((cell, c) => (cell === before.find((b) => b[0] === row[0])![c] ? [] : [[r, ASSET_CSV_COLUMNS[c]]])),
    );
    expect(differing.map(([, column]) => column).sort()).toEqual(['name', 'serial_number']);
  });

  it('adds 50 assets from a file only when no row is refused: one bad row refuses the file, with its reason and line', async () => {
    const header = ['store_number', 'name', 'type', 'serial_number', 'installed_on'];
    const rows = Array.from({ length: 50 }, (_, i) => ['HG-102', `Imported fryer ${i + 1}`, 'Fryer', `IMP-${randomUUID().slice(0, 8)}`, '2024-03-01']);
    rows[17] = ['HG-102', 'Imported mystery', 'Flux capacitor', 'IMP-X', '2024-03-01'];
    const refused = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(refused.applied).toBe(false);
    expect(refused.counts).toEqual({ created: 49, updated: 0, unchanged: 0, refused: 1 });
    expect(refused.rows[0]).toMatchObject({
      line: 19,
      action: 'refuse',
      name: 'Imported mystery',
      reason: 'type: there is no asset type called Flux capacitor.',
    });
    const none = await exported('companyLeader', `locationId=${locations.leaderPm.id}&filterText=Imported`);
    expect(none.length).toBe(1);

    rows[17] = ['HG-102', 'Imported fryer 18', 'fryer', 'IMP-18', '2024-03-01'];
    const added = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(added).toMatchObject({ applied: true, counts: { created: 50, refused: 0 } });
    const listed = await exported('companyLeader', `locationId=${locations.leaderPm.id}&filterText=Imported`);
    expect(listed.length).toBe(51);
    expect(listed.slice(1).every((r) => r[col('installed_on')] === '2024-03-01' && r[col('type')] === 'Fryer' && r[col('status')] === 'Live')).toBe(true);
  });

  it('says why each bad row is refused', async () => {
    const header = ['id', 'store_number', 'name', 'type', 'status', 'infrastructure', 'warranty_expires_on', 'brand'];
    const [, someone] = await exported('retailLeader', '');
    const rows = [
      ['', 'HG-999', 'A', 'Fryer', '', '', '', ''],
      ['', 'HG-101', '', 'Fryer', '', '', '', ''],
      ['', 'HG-101', 'B', 'Fryer', 'Broken', '', '', ''],
      ['', 'HG-101', 'C', 'Fryer', '', 'maybe', '', ''],
      ['', 'HG-101', 'D', 'Fryer', '', '', '2024-02-30', ''],
      ['', 'HG-101', 'E', 'Fryer', '', '', '', 'Acme Nowhere'],
      ['not-an-id', 'HG-101', 'F', 'Fryer', '', '', '', ''],
      [someone![col('id')]!, 'HG-101', 'G', 'Fryer', '', '', '', ''],
    ];
    const answer = await report('companyLeader', toCsv([header, ...rows]));
    expect(answer.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'store_number: no location of this customer has store number HG-999.'],
      [3, 'name: every asset needs a name.'],
      [4, 'status: one of Live, Replacing, Pending, Retired, not “Broken”.'],
      [5, 'infrastructure: write yes or no, not “maybe”.'],
      [6, 'warranty_expires_on: write the date as YYYY-MM-DD, not “2024-02-30”.'],
      [7, 'brand: there is no brand called Acme Nowhere.'],
      [8, 'id: leave it empty for a new asset, or keep the id the export gave.'],
      // Another customer's asset is not found, as an unknown id is.
      [9, 'id: no asset of this customer has this id.'],
    ]);
  });

  it('refuses a file it cannot read with a clear 400', async () => {
    expect(await messageOf('name,type,colour\nA,Fryer,red\n')).toEqual({ status: 400, message: ASSET_IMPORT_MESSAGES.unknownColumns(['colour']) });
    expect(await messageOf('store_number,type\nHG-101,Fryer\n')).toEqual({ status: 400, message: ASSET_IMPORT_MESSAGES.missingColumns(['name']) });
    expect(await messageOf('name,type\nA,Fryer\n')).toEqual({ status: 400, message: ASSET_IMPORT_MESSAGES.noPlaceColumn });
    expect(await messageOf('name,type,store_number\n"A,Fryer,HG-101\n')).toEqual({ status: 400, message: ASSET_IMPORT_MESSAGES.notCsv });
    expect(await messageOf('name,type,store_number\n')).toEqual({ status: 400, message: ASSET_IMPORT_MESSAGES.empty });
  });

  it('checks rights row by row: staff change equipment but do not add it; brand owners import nothing', async () => {
    const csv = toCsv([
      ['store_number', 'name', 'type'],
      ['HG-101', 'Staff fryer', 'Fryer'],
    ]);
    const staff = await report('locationStaff', csv);
    expect(staff.rows[0]).toMatchObject({ action: 'refuse', reason: 'You do not have permission to add an asset to this location.' });
    expect((await importing('brandManager', csv)).statusCode).toBe(403);
  });

  it('applies a replayed import once', async () => {
    const csv = toCsv([
      ['store_number', 'name', 'type'],
      ['HG-103', `Replayed ${randomUUID().slice(0, 6)}`, 'Fryer'],
    ]);
    const key = randomUUID();
    const first = await report('companyLeader', csv, { dryRun: false, key });
    const again = await report('companyLeader', csv, { dryRun: false, key });
    expect(again.rows[0]!.assetId).toBe(first.rows[0]!.assetId);
    const name = csv.split('\r\n')[1]!.split(',')[1]!;
    expect((await exported('companyLeader', `filterText=${encodeURIComponent(name)}`)).length).toBe(2);
  });
});
