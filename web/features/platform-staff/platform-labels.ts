// How the admin modules and actions read, and a role's name: the built-in roles' names are translated by their
// fixed ids, custom roles show the name typed.
import {
  SUPER_ADMINISTRATOR_ROLE_ID,
  SUPPORT_ROLE_ID,
  type PlatformAction,
  type PlatformModule,
} from '@/shared/contracts/platform-staff';
import { platformStaffText } from './i18n';

const MODULE_KEYS = {
  farmers: 'moduleFarmers',
  staff: 'moduleStaff',
  roles: 'moduleRoles',
  organizations: 'moduleOrganizations',
  notifications: 'moduleNotifications',
  packages: 'modulePackages',
  subscriptions: 'moduleSubscriptions',
  features: 'moduleFeatures',
  content: 'moduleContent',
  settings: 'moduleSettings',
  crop_templates: 'moduleCropTemplates',
  integrations: 'moduleIntegrations',
  ai: 'moduleAi',
} as const satisfies Record<PlatformModule, string>;

const ACTION_KEYS = {
  view: 'actionView',
  create: 'actionCreate',
  edit: 'actionEdit',
  delete: 'actionDelete',
} as const satisfies Record<PlatformAction, string>;

export const moduleLabel = (module: PlatformModule) => platformStaffText.t(MODULE_KEYS[module]);
export const actionLabel = (action: PlatformAction) => platformStaffText.t(ACTION_KEYS[action]);

const BUILT_IN_NAME_KEYS: Record<string, 'roleSuperAdministrator' | 'roleSupport'> = {
  [SUPER_ADMINISTRATOR_ROLE_ID]: 'roleSuperAdministrator',
  [SUPPORT_ROLE_ID]: 'roleSupport',
};

/** A role's name in the page's language (the built-in two are stored in English); no role is full access. */
export function roleName(role: { id: string | null; name: string | null }): string {
  if (!role.id) return platformStaffText.t('fullAccess');
  const key = BUILT_IN_NAME_KEYS[role.id];
  return key ? platformStaffText.t(key) : (role.name ?? '');
}

const BUILT_IN_DESCRIPTION_KEYS: Record<
  string,
  'roleSuperAdministratorDescription' | 'roleSupportDescription'
> = {
  [SUPER_ADMINISTRATOR_ROLE_ID]: 'roleSuperAdministratorDescription',
  [SUPPORT_ROLE_ID]: 'roleSupportDescription',
};

/** A role's description in the page's language (the built-in two are stored in English). */
export function roleDescription(role: { id: string; description: string | null }): string | null {
  const key = BUILT_IN_DESCRIPTION_KEYS[role.id];
  return key ? platformStaffText.t(key) : role.description;
}
