// The whole Drizzle schema, one module per area under ./schema/. New areas add their module here.
import * as auth from './schema/auth';
import * as outbox from './schema/outbox';
import * as userSettings from './schema/user-settings';

export const schema = { ...auth, ...outbox, ...userSettings };
export type Schema = typeof schema;
