import { subject } from '@casl/ability';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail, normalizePhone } from '../../../domain/auth/login-identifier';
import { csvYesNo, type CsvValue } from '../../../domain/format/csv';
import { PERSON_CHANGE_REFUSALS } from '../../../domain/permissions/people-rights';
import { ROLE_NAMES, type RoleName } from '../../../domain/tenancy/roles';
import { PEOPLE_IMPORT_MESSAGES, type PeopleCsvQuery, type PeopleImportReport } from '../../../domain/users/people-csv';
import {
  CSV_LOCATION_SEPARATOR,
  PEOPLE_CSV_COLUMNS,
  PEOPLE_CSV_REQUIRED,
  PEOPLE_IMPORT_MAX_ROWS,
  type PeopleCsvColumn,
} from '../../../domain/users/people-csv-columns';
import type { Person } from '../../../domain/users/users-api';
import { csvStream } from '../../csv/csv-export';
import {
  cellsOf,
  changedColumns,
  day,
  isChange,
  keeping,
  key,
  phone,
  planRows,
  refuse,
  refuseOnError,
  refuseWhere,
  runCsvImport,
  text,
  yesNo,
  type Cell,
  type CsvFile,
  type CsvImportRequest,
  type CsvShape,
  type Planned,
  type PlannedChange,
} from '../../csv/csv-import';
import type { Database, Queryable, Transaction } from '../../db/client';
import { customerMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { forbidden } from '../../http-error';
import { afterCommit } from '../../mail/after-commit';
import type { MessageSender } from '../../mail/outbound-message';
import type { Actor, AuditedRequest } from '../../plugins/actor';
import { getCustomer } from '../customers/customers.service';
import { csvLocationName, locationNames, type LocationNames } from '../locations/location-names.service';
import { requestIdentifierChangesBy } from './identifier-changes.service';
import type { IdentifierEdits } from './identifier-edits';
import { assertLocationsInReach, assertMayAssignRole, assertMayChangePerson, assertMayChangeRoleOf } from './people-access';
import { updatePerson, type ContactDetails } from './people-changes.service';
import { listPeople, peopleByIds } from './people.service';
import { addAndWelcomePerson } from './person-welcome.service';

/** A person at the customer as a row of the file gives them (their locations by id). */
interface PersonValues {
  name: string;
  email: string | null;
  phone: string | null;
  role: RoleName;
  allLocations: boolean;
  locationIds: string[];
  oooStartDate: string | null;
  oooEndDate: string | null;
}

/** Each PersonValues field, under the column that carries it. */
const FIELD_COLUMNS: Record<keyof PersonValues, PeopleCsvColumn> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  role: 'role',
  allLocations: 'all_locations',
  locationIds: 'locations',
  oooStartDate: 'ooo_start_date',
  oooEndDate: 'ooo_end_date',
};
/** The columns of a person's place at the customer, and those of the person themselves (docs/product/roles-and-permissions.md#people). */
const PLACEMENT_COLUMNS: ReadonlySet<string> = new Set<PeopleCsvColumn>(['role', 'all_locations', 'locations']);
const IDENTIFIERS = ['email', 'phone'] as const;

/** What a row plans: the person's values, and the person as they are (none for someone new). */
interface PersonPlan {
  values: PersonValues;
  before: Person | undefined;
}

/** Whether the caller manages the customer's people (403 otherwise). */
function assertMayManage(actor: Actor, customerId: string): void {
  if (!actor.ability.can('create', subject('User', { customerId }))) throw forbidden(PEOPLE_IMPORT_MESSAGES.forbidden);
}

/**
 * GET user-profiles/export.csv: the customer's people the caller sees (of the list's search; archived
 * people when asked), by name, their locations by store number (else name) in order. For those who manage them.
 */
export async function peopleCsv(db: Queryable, actor: Actor, customerId: string, q: PeopleCsvQuery): Promise<Readable> {
  assertMayManage(actor, customerId);
  const places = await locationNames(db, customerId);
  const row = (p: Person): CsvValue[] => {
    const cells: Record<PeopleCsvColumn, CsvValue> = {
      id: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      role: p.role,
      all_locations: csvYesNo(p.allLocations),
      locations: p.locationIds
        .map((id) => csvLocationName(places.byId.get(id)!))
        .sort((a, b) => a.localeCompare(b))
        .join(`${CSV_LOCATION_SEPARATOR} `),
      ooo_start_date: p.oooStartDate,
      ooo_end_date: p.oooEndDate,
    };
    return PEOPLE_CSV_COLUMNS.map((c) => cells[c]);
  };
  const query = { customerIds: [customerId], search: q.search, includeArchived: q.includeArchived };
  return csvStream(PEOPLE_CSV_COLUMNS, async (offset, limit) => (await listPeople(db, actor.scope, { ...query, offset, limit })).items, row);
}

/** Who holds an email or phone of the file already: anyone's counts for someone new (ADR 0004), only of the caller's customers for a change. */
interface Holder {
  id: string;
  email: string | null;
  phone: string | null;
  /** A person of this customer. */
  ofCustomer: boolean;
  /** A person of one of the caller's customers (everyone for internal staff). */
  inReach: boolean;
}

async function holdersOf(db: Queryable, actor: Actor, customerId: string, file: CsvFile<PeopleCsvColumn>): Promise<Holder[]> {
  const emails = [...new Set(cellsOf(file, 'email').flatMap((v) => normalizeEmail(v) ?? []))];
  const phones = [...new Set(cellsOf(file, 'phone').flatMap((v) => normalizePhone(v) ?? []))];
  if (!emails.length && !phones.length) return [];
  const memberOf = (customers: SQL) =>
    sql<boolean>`exists (select 1 from ${customerMemberships} where ${customerMemberships.userId} = ${users.id} and ${customers})`;
  const within = actor.scope.all
    ? sql`true`
    : actor.scope.customerIds.length
      ? inArray(customerMemberships.customerId, [...actor.scope.customerIds])
      : sql`false`;
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      ofCustomer: memberOf(eq(customerMemberships.customerId, customerId)),
      inReach: memberOf(within),
    })
    .from(users)
    .where(or(emails.length ? inArray(users.email, emails) : undefined, phones.length ? inArray(users.phone, phones) : undefined));
}

/** The customer's locations, the people the file's ids name, and who holds its emails and phones. */
async function lookups(db: Queryable, actor: Actor, customerId: string, file: CsvFile<PeopleCsvColumn>) {
  const places = await locationNames(db, customerId);
  const people = await peopleByIds(db, actor.scope, customerId, file.ids);
  return { places, existing: new Map(people.map((p) => [p.id, p])), holders: await holdersOf(db, actor, customerId, file) };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

const email = (value: string): string | null => {
  const v = value.trim();
  if (!v) return null;
  const normal = normalizeEmail(v);
  return normal && normal.length <= 320 ? normal : refuse(`email: “${v}” is not an email address.`);
};

const roleNamed = (value: string): RoleName | undefined =>
  value.trim() ? (ROLE_NAMES.find((r) => key(r) === key(value)) ?? refuse(`role: there is no role called ${value.trim()}.`)) : undefined;

/** The locations a cell lists, each by store number, else by name. */
function locationsNamed(value: string, places: LocationNames): string[] {
  const ids = value
    .split(CSV_LOCATION_SEPARATOR)
    .map((named) => named.trim())
    .filter(Boolean)
    .map((named) => {
      const place = places.byStore.get(key(named)) ?? places.byName.get(key(named));
      if (!place) return refuse(`locations: no location of this customer has the store number or name ${named}.`);
      return place === 'ambiguous' ? refuse(`locations: several locations are called ${named}; give its store number.`) : place.id;
    });
  return [...new Set(ids)];
}

/** One row of the file as the person it describes (the person's values where a column is left out), or a RowProblem. */
function valuesOf(cell: Cell<PeopleCsvColumn>, found: Lookups, before: Person | undefined): PersonValues {
  const keep = keeping(cell);
  const allLocations = keep('all_locations', yesNo, before?.allLocations, false);
  if (allLocations && cell('locations')?.trim()) refuse('locations: leave it empty for someone at all locations.');
  const locationIds = allLocations ? [] : keep('locations', (v) => locationsNamed(v, found.places), before?.locationIds, []);
  if (!allLocations && !locationIds.length) refuse('locations: give at least one location, or all_locations yes.');
  const values: PersonValues = {
    name: text(cell('name'), 'name', 200) ?? refuse('name: every person needs a name.'),
    email: keep('email', email, before?.email, null),
    phone: keep('phone', phone, before?.phone, null),
    role: keep('role', roleNamed, before?.role, undefined) ?? refuse('role: give the person a role, such as Location Staff.'),
    allLocations,
    locationIds,
    oooStartDate: keep('ooo_start_date', day, before?.oooStartDate, null),
    oooEndDate: keep('ooo_end_date', day, before?.oooEndDate, null),
  };
  if (values.oooStartDate && values.oooEndDate && values.oooEndDate < values.oooStartDate) refuse('ooo_end_date: must not be before ooo_start_date.');
  return values;
}

/** A new person, as POST user-profiles takes one: a way to sign in, no one else's login of this customer, a role and locations the caller may give. */
function checkNew(actor: Actor, customerId: string, values: PersonValues, found: Lookups): void {
  if (!values.email && !values.phone) refuse('email: a new person needs an email or a phone, to sign in.');
  const holders = found.holders.filter((h) => (values.email && h.email === values.email) || (values.phone && h.phone === values.phone));
  if (holders.length > 1) refuse('This email and this phone number belong to two different people: give one of them.');
  const holder = holders[0];
  if (holder?.ofCustomer) {
    const kind = values.email && holder.email === values.email ? 'email' : 'phone';
    refuse(`${kind}: a person of this customer already has this ${kind}.`);
  }
  refuseOnError(() => assertMayAssignRole(actor, customerId, values.role));
  refuseOnError(() => assertLocationsInReach(actor, { customerId, ...values }));
}

/** The login changes an update asks (a new email or phone, confirmed from it before it counts; one taken away). */
function identifierEditsOf(values: PersonValues, before: Person): IdentifierEdits {
  const edits: IdentifierEdits = { changes: [], removes: [], remaining: 0 };
  for (const kind of IDENTIFIERS) {
    if (before[kind] && values[kind]) edits.remaining += 1;
    if (values[kind] === before[kind]) continue;
    if (values[kind]) edits.changes.push({ kind, value: values[kind], previous: before[kind] });
    else edits.removes.push(kind);
  }
  return edits;
}

/** A change of a person, by PATCH user-profiles/{id}'s rules (docs/product/roles-and-permissions.md#people). */
function checkChange(actor: Actor, customerId: string, values: PersonValues, before: Person, changes: string[], found: Lookups): void {
  const isSelf = before.id === actor.user.id;
  const placing = changes.some((c) => PLACEMENT_COLUMNS.has(c));
  const identifiers = identifierEditsOf(values, before);
  if (isSelf && !placing) {
    // People change their own details without managing anyone.
    if (identifiers.removes.length && identifiers.remaining === 0) refuse(PERSON_CHANGE_REFUSALS.lastIdentifier);
  } else {
    if (isSelf && !actor.user.isAdmin) refuse('You may not change your own role or locations.');
    refuseOnError(() => assertMayChangePerson(actor, customerId, before));
    const changesIdentity = changes.some((c) => !PLACEMENT_COLUMNS.has(c));
    if (changesIdentity && before.sharedIdentity && !actor.user.isAdmin) refuse(PERSON_CHANGE_REFUSALS.sharedIdentity);
    if (identifiers.removes.length) refuse(PERSON_CHANGE_REFUSALS.removeIdentifier);
  }
  for (const { kind, value } of identifiers.changes) {
    if (found.holders.some((h) => h.id !== before.id && h.inReach && h[kind] === value)) refuse(`${kind}: a user with this ${kind} already exists.`);
  }
  if (values.role !== before.role) {
    refuseOnError(() => assertMayChangeRoleOf(actor, customerId, before.role));
    refuseOnError(() => assertMayAssignRole(actor, customerId, values.role));
  }
  if (placing) refuseOnError(() => assertLocationsInReach(actor, { customerId, ...values }));
}

/** An email or phone two rows of the file would both give someone (a new person, or a change), naming the other line. */
function identifierTwice(planned: Planned<PersonPlan>[]) {
  const claims = new Map<string, number[]>();
  const claimed = (p: PlannedChange<PersonPlan>) =>
    IDENTIFIERS.flatMap((kind) => {
      const value = p.values.values[kind];
      return value && value !== p.values.before?.[kind] ? [`${kind}:${value}`] : [];
    });
  for (const p of planned.filter(isChange)) for (const claim of claimed(p)) claims.set(claim, [...(claims.get(claim) ?? []), p.line]);
  return (p: PlannedChange<PersonPlan>): string | null => {
    for (const claim of claimed(p)) {
      const other = claims.get(claim)!.find((line) => line !== p.line);
      const kind = claim.slice(0, claim.indexOf(':'));
      if (other) return `${kind}: line ${other} has this ${kind} too.`;
    }
    return null;
  };
}

/** Each row of the file: what it would do, or why it is refused. */
function plan(actor: Actor, customerId: string, file: CsvFile<PeopleCsvColumn>, found: Lookups): Planned<PersonPlan>[] {
  const planned = planRows<PeopleCsvColumn, Person, PersonPlan>(file, PEOPLE_IMPORT_MESSAGES, found.existing, (cell, before) => {
    const values = valuesOf(cell, found, before);
    if (!before) {
      checkNew(actor, customerId, values, found);
      return { action: 'create', id: randomUUID(), name: values.name, values: { values, before }, changes: [] };
    }
    const changes = changedColumns<PersonValues>(values, before, FIELD_COLUMNS);
    if (changes.length) checkChange(actor, customerId, values, before, changes, found);
    // A new login email or phone counts once the person confirms it from there.
    const shown = changes.map((c) => ((c === 'email' || c === 'phone') && values[c] ? `${c} (once confirmed)` : c));
    return { action: changes.length ? 'update' : 'unchanged', id: before.id, name: values.name, values: { values, before }, changes: shown };
  });
  return refuseWhere(planned, identifierTwice(planned));
}

/** Where the import's messages go, and who and what asked for them (identifier changes are requested once it commits). */
export interface PeopleImportContext {
  db: Database;
  sender: MessageSender;
  publicUrl: string;
  request: AuditedRequest;
}

/**
 * Writes the plan person by person, as POST and PATCH user-profiles do: someone new is added and
 * invited (addAndWelcomePerson; the messages go once the import commits), a changed person updated,
 * and a new login email or phone requested once the import has committed.
 */
async function apply(tx: Transaction, actor: Actor, customerId: string, planned: PlannedChange<PersonPlan>[], context: PeopleImportContext) {
  const customer = (await getCustomer(tx, customerId))!;
  for (const p of planned) {
    const { values, before } = p.values;
    const { role, allLocations, locationIds, ...details } = values;
    const placement = { customerId, role, allLocations, locationIds };
    if (!before) {
      p.id = (await addAndWelcomePerson(tx, context.sender, actor, details, placement, customer.name)).id;
      continue;
    }
    const identifiers = identifierEditsOf(values, before);
    const changed: ContactDetails = Object.fromEntries(
      (['name', 'oooStartDate', 'oooEndDate'] as const).filter((f) => values[f] !== before[f]).map((f) => [f, values[f]]),
    );
    for (const kind of identifiers.removes) changed[kind] = null;
    const placing = role !== before.role || allLocations !== before.allLocations || changedColumns(values, before, { locationIds: 'locations' }).length > 0;
    await updatePerson(tx, p.id, changed, placing ? placement : null);
    if (identifiers.changes.length) {
      afterCommit(() => requestIdentifierChangesBy(context.db, context, actor, p.id, identifiers.changes, context.request).then(() => undefined));
    }
  }
}

/** Whether the caller manages people anywhere (403 otherwise); the customer's own right is checked with it. */
export function assertMayImportPeople(actor: Actor): void {
  if (!actor.ability.can('create', 'User')) throw forbidden(PEOPLE_IMPORT_MESSAGES.forbidden);
}

/** The people file: its columns, the ones it needs, how many rows at most, its texts. */
const PEOPLE_CSV: CsvShape<PeopleCsvColumn> = {
  columns: PEOPLE_CSV_COLUMNS,
  required: PEOPLE_CSV_REQUIRED,
  maxRows: PEOPLE_IMPORT_MAX_ROWS,
  messages: PEOPLE_IMPORT_MESSAGES,
};

/**
 * POST user-profiles/import: those who manage the customer's people. Reads the CSV, plans every
 * row by the rules of POST and PATCH user-profiles, and (unless a dry run) applies the plan in the
 * caller's transaction, only when no row is refused; invitations go once it commits.
 */
export function importPeople(tx: Transaction, request: CsvImportRequest, context: PeopleImportContext): Promise<PeopleImportReport> {
  const { actor, customerId } = request;
  assertMayManage(actor, customerId);
  return runCsvImport(tx, request, {
    shape: PEOPLE_CSV,
    lock: `people.import:${customerId}`,
    idKey: 'userId',
    audit: 'person.import',
    plan: async (file) => plan(actor, customerId, file, await lookups(tx, actor, customerId, file)),
    apply: (changes) => apply(tx, actor, customerId, changes, context),
  });
}
