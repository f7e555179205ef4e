// The whole Drizzle schema, one module per area under ./schema/. New areas add their module here.
import * as auth from './schema/auth';
import * as outbox from './schema/outbox';
import * as userSettings from './schema/user-settings';
import * as farms from './schema/farms';
import * as storage from './schema/storage';
import * as inventory from './schema/inventory';
import * as notifications from './schema/notifications';
import * as embed from './schema/embed';
import * as staff from './schema/staff';
import * as activity from './schema/activity';
import * as organizations from './schema/organizations';
import * as platform from './schema/platform';
import * as fields from './schema/fields';
import * as crops from './schema/crops';
import * as tasks from './schema/tasks';
import * as finances from './schema/finances';
import * as sales from './schema/sales';
import * as billing from './schema/billing';
import * as platformConfig from './schema/platform-config';
import * as reports from './schema/reports';

export const schema = {
  ...auth,
  ...outbox,
  ...userSettings,
  ...farms,
  ...storage,
  ...inventory,
  ...notifications,
  ...embed,
  ...staff,
  ...activity,
  ...organizations,
  ...platform,
  ...fields,
  ...crops,
  ...tasks,
  ...finances,
  ...sales,
  ...billing,
  ...platformConfig,
  ...reports,
};
export type Schema = typeof schema;
