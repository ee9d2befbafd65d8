import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { HEADERS } from '../../../src/domain/api/headers';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import { csvLine, parseCsv } from '../../../src/domain/format/csv';
import { PERSON_CHANGE_REFUSALS } from '../../../src/domain/permissions/people-rights';
import type { PersonDetail } from '../../../src/domain/users/invitations-api';
import { PEOPLE_IMPORT_MESSAGES, type PeopleImportAnswer } from '../../../src/domain/users/people-csv';
import { PEOPLE_CSV_COLUMNS } from '../../../src/domain/users/people-csv-columns';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { identifierChanges } from '../../../src/server/db/schema/identifier-changes';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers } = DEMO;
type Who = 'companyLeader' | 'areaLeaderWest' | 'locationStaff' | 'retailLeader' | 'admin';
type Column = (typeof PEOPLE_CSV_COLUMNS)[number];

/** docs/product/sessions-and-tenancy.md#people-in-bulk: a customer's people out to CSV and back in. */
describe('people CSV export and import', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  const exporting = (who: Who, query = '') => t.app.inject({ url: `${API_PREFIX}/user-profiles/export.csv?${query}`, headers: api.headers(who) });
  const exported = async (who: Who, query = '') => {
    const res = await exporting(who, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    return parseCsv(res.body)!;
  };
  const importing = (who: Who, csv: string, options: { dryRun?: boolean; key?: string; query?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/user-profiles/import?dryRun=${options.dryRun ?? true}${options.query ?? ''}`,
      headers: { ...api.headers(who), 'content-type': 'text/csv', ...(options.key ? { [HEADERS.idempotencyKey]: options.key } : {}) },
      payload: csv,
    });
  const report = async (who: Who, csv: string, options: { dryRun?: boolean; key?: string; query?: string } = {}) => {
    const res = await importing(who, csv, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PeopleImportAnswer>();
  };
  const toCsv = (rows: string[][]) => rows.map((r) => csvLine(r)).join('');
  const col = (name: Column) => PEOPLE_CSV_COLUMNS.indexOf(name);
  const rowOf = (rows: string[][], id: string) => rows.find((r) => r[col('id')] === id)!;
  const messageOf = async (csv: string, who: Who = 'companyLeader') => {
    const res = await importing(who, csv);
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  };
  const messagesTo = (addresses: string[]) => t.database.db.select().from(outboundMessages).where(inArray(outboundMessages.to, addresses));
  const unique = () => randomUUID().slice(0, 8);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'areaLeaderWest', 'locationStaff', 'retailLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('exports the customer’s people under the import’s columns, for those who manage them', async () => {
    const [header, ...rows] = await exported('companyLeader');
    expect(header).toEqual([...PEOPLE_CSV_COLUMNS]);
    expect(Object.fromEntries(PEOPLE_CSV_COLUMNS.map((c, i) => [c, rowOf(rows, users.locationStaff.id)[i]]))).toEqual({
      id: users.locationStaff.id,
      name: users.locationStaff.name,
      email: users.locationStaff.email,
      // Exported with the formula guard, read back without it.
      phone: `'${users.locationStaff.phone}`,
      role: 'Location Staff',
      all_locations: 'no',
      locations: 'HG-101; HG-103',
      ooo_start_date: '',
      ooo_end_date: '',
    });
    expect(rowOf(rows, users.companyLeader.id)[col('all_locations')]).toBe('yes');
    // Archived people on request only; another customer's people never.
    expect(rowOf(rows, users.archivedStaff.id)).toBeUndefined();
    expect(rowOf((await exported('companyLeader', 'includeArchived=true')).slice(1), users.archivedStaff.id)).toBeDefined();
    expect(rowOf(rows, users.retailLeader.id)).toBeUndefined();
    // A manager sees the people who share a location with them.
    const west = (await exported('areaLeaderWest')).slice(1);
    expect(rowOf(west, users.locationLeaderDenver.id)).toBeUndefined();
    expect(rowOf(west, users.locationStaff.id)).toBeDefined();
    expect((await exporting('locationStaff')).statusCode).toBe(403);
    expect((await exporting('retailLeader', `customerId=${customers.enterprise.id}`)).statusCode).toBe(404);
  });

  it('round-trips: export, change two cells, import, export again: only those two differ', async () => {
    const [header, ...before] = await exported('companyLeader');
    const edited = before.map((r) => [...r]);
    rowOf(edited, users.locationLeaderDenver.id)[col('name')] = 'Tyler J. Brooks';
    rowOf(edited, users.backOfHouseStaff.id)[col('locations')] = 'HG-103; Harbor Grill Pike Place';

    const dry = await report('companyLeader', toCsv([header!, ...edited]));
    expect(dry).toMatchObject({ applied: false, counts: { created: 0, updated: 2, unchanged: before.length - 2, refused: 0 } });
    expect(dry.rows.map((r) => [r.userId, r.changes])).toEqual(
      expect.arrayContaining([
        [users.locationLeaderDenver.id, ['name']],
        [users.backOfHouseStaff.id, ['locations']],
      ]),
    );
    expect((await exported('companyLeader')).slice(1)).toEqual(before);

    const done = await report('companyLeader', toCsv([header!, ...edited]), { dryRun: false });
    expect(done).toMatchObject({ applied: true, counts: { updated: 2 } });
    const after = (await exported('companyLeader')).slice(1);
    const differing = after.flatMap((row) => row.flatMap((cell, c) => (cell === rowOf(before, row[0]!)[c] ? [] : [[row[0], PEOPLE_CSV_COLUMNS[c], cell]])));
    expect(differing).toEqual(
      expect.arrayContaining([
        [users.locationLeaderDenver.id, 'name', 'Tyler J. Brooks'],
        [users.backOfHouseStaff.id, 'locations', 'HG-103; HG-104'],
      ]),
    );
    expect(differing.length).toBe(2);
    const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', 'audit-events?action=person.import');
    expect(trail.items[0]).toMatchObject({ subject: { type: 'Customer', id: customers.enterprise.id }, after: { updated: 2 } });
  });

  it('adds and invites new people only when no row is refused, the invitations sent once it commits', async () => {
    const tag = unique();
    const header = ['name', 'email', 'phone', 'role', 'locations'];
    const rows = Array.from({ length: 6 }, (_, i) => [`New Hire ${i}`, `hire${i}.${tag}@example.com`, '', 'Location Staff', 'HG-102']);
    rows[5] = [`New Texter`, '', `(415) 555-${tag.replace(/\D/g, '0').slice(0, 4)}`, 'location leader', 'HG-102; Harbor Grill San Jose Downtown'];
    rows[3]![2] = '555-01';
    const addresses = rows.map((r) => r[1]!).filter(Boolean);

    expect((await report('companyLeader', toCsv([header, ...rows]))).counts).toEqual({ created: 5, updated: 0, unchanged: 0, refused: 1 });
    const refused = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(refused.applied).toBe(false);
    expect(refused.rows[0]).toMatchObject({
      line: 5,
      action: 'refuse',
      userId: null,
      name: 'New Hire 3',
      reason: 'phone: write the number in international form, such as +14155550101, not “555-01”.',
    });
    expect((await exported('companyLeader', `search=${tag}`)).length).toBe(1);
    expect(await messagesTo(addresses)).toEqual([]);

    rows[3]![2] = '';
    const added = await report('companyLeader', toCsv([header, ...rows]), { dryRun: false });
    expect(added).toMatchObject({ applied: true, counts: { created: 6, refused: 0 } });
    const listed = (await exported('companyLeader', `search=${tag}`)).slice(1);
    expect(listed.map((r) => [r[col('email')], r[col('role')], r[col('locations')]])).toEqual(rows.slice(0, 5).map((r) => [r[1], 'Location Staff', 'HG-102']));
    // Each new person was sent an invitation once the import committed: a sign-in link, by email.
    const sent = await messagesTo(addresses);
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(sent.every((m) => m.link?.includes('/login?token='))).toBe(true);
    const hire = added.rows.find((r) => r.name === 'New Hire 0')!;
    const detail = await api.ok<PersonDetail>('companyLeader', 'GET', `user-profiles/${hire.userId}`);
    expect(detail).toMatchObject({ role: 'Location Staff', invitation: { state: 'Pending', channel: 'email', invitedBy: { id: users.companyLeader.id } } });
    const texter = added.rows.find((r) => r.name === 'New Texter')!;
    expect(await api.ok<PersonDetail>('companyLeader', 'GET', `user-profiles/${texter.userId}`)).toMatchObject({
      role: 'Location Leader',
      invitation: { channel: 'sms' },
    });
  });

  it('says why each bad row is refused', async () => {
    const tag = unique();
    const [, theirs] = await exported('retailLeader');
    const header = ['id', 'name', 'email', 'phone', 'role', 'all_locations', 'locations', 'ooo_start_date', 'ooo_end_date'];
    const fresh = (name: string, overrides: Partial<Record<Column, string>> = {}) => {
      const row: Record<string, string> = {
        id: '',
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}.${tag}@example.com`,
        phone: '',
        role: 'Location Staff',
      };
      Object.assign(row, { all_locations: '', locations: 'HG-101', ooo_start_date: '', ooo_end_date: '' }, overrides);
      return header.map((c) => row[c]!);
    };
    const rows = [
      fresh('Twice A', { email: `twice.${tag}@example.com` }),
      fresh('Twice B', { email: `TWICE.${tag}@example.com` }),
      fresh('Taken', { email: users.finance.email }),
      fresh('Bad email', { email: 'not-an-email' }),
      fresh('No login', { email: '' }),
      fresh('Nowhere', { locations: 'HG-999' }),
      fresh('Both', { all_locations: 'yes' }),
      fresh('No place', { locations: '' }),
      fresh('No role', { role: '' }),
      fresh('Wizard', { role: 'Wizard' }),
      fresh('Away', { ooo_start_date: '2026-05-10', ooo_end_date: '2026-05-01' }),
      fresh('Bad day', { ooo_start_date: '10/05/2026' }),
      fresh('Their person', { id: theirs![col('id')]! }),
      fresh('Bad id', { id: 'nobody' }),
      fresh('Two people', { email: users.locationStaff.email, phone: users.finance.phone }),
    ];
    const answer = await report('companyLeader', toCsv([header, ...rows]));
    expect(answer.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'email: line 3 has this email too.'],
      [3, 'email: line 2 has this email too.'],
      [4, 'email: a person of this customer already has this email.'],
      [5, 'email: “not-an-email” is not an email address.'],
      [6, 'email: a new person needs an email or a phone, to sign in.'],
      [7, 'locations: no location of this customer has the store number or name HG-999.'],
      [8, 'locations: leave it empty for someone at all locations.'],
      [9, 'locations: give at least one location, or all_locations yes.'],
      [10, 'role: give the person a role, such as Location Staff.'],
      [11, 'role: there is no role called Wizard.'],
      [12, 'ooo_end_date: must not be before ooo_start_date.'],
      [13, 'ooo_start_date: write the date as YYYY-MM-DD, not “10/05/2026”.'],
      // Another customer's person is not found, as an unknown id is.
      [14, PEOPLE_IMPORT_MESSAGES.unknownId],
      [15, PEOPLE_IMPORT_MESSAGES.badId],
      [16, 'This email and this phone number belong to two different people: give one of them.'],
    ]);
  });

  it('changes people by the rules of PATCH user-profiles: rank, locations, roles, shared logins, one’s own role', async () => {
    const [header, ...rows] = await exported('companyLeader');
    const changed = (id: string, column: Column, value: string) => {
      const row = [...rowOf(rows, id)];
      row[col(column)] = value;
      return row;
    };
    const byLeader = await report(
      'companyLeader',
      toCsv([
        header!,
        changed(users.companyLeader.id, 'role', 'Finance'),
        changed(users.multiCustomerFinance.id, 'name', 'Jordan B.'),
        changed(users.locationStaff.id, 'email', ''),
        changed(users.technician.id, 'role', 'Location Staff'),
        changed(users.companyLeader.id, 'ooo_start_date', '2030-01-01'),
      ]),
    );
    expect(byLeader.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, 'You may not change your own role or locations.'],
      [3, PERSON_CHANGE_REFUSALS.sharedIdentity],
      [4, PERSON_CHANGE_REFUSALS.removeIdentifier],
      [5, PERSON_CHANGE_REFUSALS.heldRole],
      [6, PEOPLE_IMPORT_MESSAGES.repeatedId(2)],
    ]);

    const west = await report(
      'areaLeaderWest',
      toCsv([
        header!,
        changed(users.finance.id, 'name', 'Grace'),
        changed(users.locationStaff.id, 'locations', 'HG-101; HG-401'),
        ['', 'Far Hire', `far.${unique()}@example.com`, '', 'Location Staff', 'no', 'HG-401', '', ''],
        ['', 'Big Hire', `big.${unique()}@example.com`, '', 'Company Leader', 'no', 'HG-101', '', ''],
      ]),
    );
    expect(west.rows.map((r) => [r.line, r.reason])).toEqual([
      [2, PERSON_CHANGE_REFUSALS.rank],
      [3, 'You may only give access to locations you can see yourself.'],
      [4, 'You may only give access to locations you can see yourself.'],
      [5, 'You may not assign the role Company Leader.'],
    ]);
  });

  it('asks a person to confirm a new login email from it once the import commits, as an edit does', async () => {
    const [header, ...rows] = await exported('companyLeader');
    const row = [...rowOf(rows, users.locationLeaderEmbarcadero.id)];
    const next = `elena.${unique()}@example.com`;
    row[col('email')] = next.toUpperCase();
    const done = await report('companyLeader', toCsv([header!, row]), { dryRun: false });
    expect(done.rows).toMatchObject([{ action: 'update', changes: ['email (once confirmed)'] }]);
    const pending = await t.database.db
      .select()
      .from(identifierChanges)
      .where(and(eq(identifierChanges.userId, users.locationLeaderEmbarcadero.id), eq(identifierChanges.newValue, next)));
    expect(pending.length).toBe(1);
    expect((await messagesTo([next]))[0]!.link).toContain('/confirm-identifier?token=');
    // The login stays as it was until it is confirmed.
    expect(rowOf((await exported('companyLeader')).slice(1), users.locationLeaderEmbarcadero.id)[col('email')]).toBe(users.locationLeaderEmbarcadero.email);
  });

  it('refuses a file it cannot read with a clear 400, and callers who manage no one', async () => {
    expect(await messageOf('name,email,colour\nA,a@example.com,red\n')).toEqual({ status: 400, message: PEOPLE_IMPORT_MESSAGES.unknownColumns(['colour']) });
    expect(await messageOf('email,role\na@example.com,Other\n')).toEqual({ status: 400, message: PEOPLE_IMPORT_MESSAGES.missingColumns(['name']) });
    expect(await messageOf('name,email\n"A,a@example.com\n')).toEqual({ status: 400, message: PEOPLE_IMPORT_MESSAGES.notCsv });
    expect(await messageOf('name,email\n')).toEqual({ status: 400, message: PEOPLE_IMPORT_MESSAGES.empty });
    const csv = toCsv([
      ['name', 'email', 'role', 'locations'],
      ['Somebody', `somebody.${unique()}@example.com`, 'Location Staff', 'HG-101'],
    ]);
    expect(await messageOf(csv, 'locationStaff')).toEqual({ status: 403, message: PEOPLE_IMPORT_MESSAGES.forbidden });
    expect((await importing('retailLeader', csv, { query: `&customerId=${customers.enterprise.id}` })).statusCode).toBe(404);
    expect(await messageOf(csv, 'admin')).toEqual({ status: 400, message: PEOPLE_IMPORT_MESSAGES.noCustomer });
    expect((await report('admin', csv, { query: `&customerId=${customers.enterprise.id}` })).counts.created).toBe(1);
  });

  it('applies a replayed import once, inviting once', async () => {
    const address = `replayed.${unique()}@example.com`;
    const csv = toCsv([
      ['name', 'email', 'role', 'all_locations'],
      ['Replayed Person', address, 'Location Staff', 'yes'],
    ]);
    const key = randomUUID();
    const first = await report('companyLeader', csv, { dryRun: false, key });
    const again = await report('companyLeader', csv, { dryRun: false, key });
    expect(again.rows[0]!.userId).toBe(first.rows[0]!.userId);
    expect((await exported('companyLeader', `search=${encodeURIComponent(address)}`)).length).toBe(2);
    expect((await messagesTo([address])).length).toBe(1);
  });
});
