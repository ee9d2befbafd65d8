import * as activities from './schema/activities';
import * as assetMedia from './schema/asset-media';
import * as assets from './schema/assets';
import * as attachments from './schema/attachments';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as authorization from './schema/authorization';
import * as catalog from './schema/catalog';
import * as communications from './schema/communications';
import * as escalationUpdates from './schema/escalation-updates';
import * as escalations from './schema/escalations';
import * as idempotency from './schema/idempotency';
import * as invitations from './schema/invitations';
import * as invoices from './schema/invoices';
import * as identifierChanges from './schema/identifier-changes';
import * as identities from './schema/identities';
import * as notificationsSchema from './schema/notifications';
import * as pm from './schema/pm';
import * as publicLinks from './schema/public-links';
import * as guidance from './schema/guidance';
import * as requestContacts from './schema/request-contacts';
import * as requests from './schema/requests';
import * as tasks from './schema/tasks';
import * as tenancy from './schema/tenancy';
import * as troubleshooting from './schema/troubleshooting';
import * as syncCursors from './schema/sync-cursors';
import * as users from './schema/users';
import * as vendorPreferences from './schema/vendor-preferences';
import * as vendorsSchema from './schema/vendors';

/** Every table, as the typed query builder needs them. Add each new schema file here. */
export const schema = {
  ...users,
  ...audit,
  ...invitations,
  ...tenancy,
  ...catalog,
  ...assets,
  ...requests,
  ...tasks,
  ...auth,
  ...identities,
  ...authorization,
  ...assetMedia,
  ...vendorPreferences,
  ...vendorsSchema,
  ...pm,
  ...guidance,
  ...troubleshooting,
  ...escalations,
  ...escalationUpdates,
  ...attachments,
  ...activities,
  ...requestContacts,
  ...communications,
  ...idempotency,
  ...identifierChanges,
  ...publicLinks,
  ...invoices,
  ...syncCursors,
  ...notificationsSchema,
};
export type Schema = typeof schema;
