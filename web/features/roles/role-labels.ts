// How roles, modules and actions read on screen, in the current language. A built-in role's name and description
// come from the catalogue (the server sends its id); a custom role reads as its owner named it.
import type { FarmRole } from '@/shared/contracts/farm-roles';
import {
  isBuiltInFarmRole,
  type BuiltInFarmRole,
  type FarmAction,
  type FarmModule,
} from '@/shared/contracts/farm-permissions';
import { rolesText } from './i18n';

type Key = (typeof rolesText.keys)[number];

const BUILT_IN: Record<BuiltInFarmRole, { name: Key; description: Key }> = {
  owner: { name: 'roleOwner', description: 'roleOwnerDescription' },
  manager: { name: 'roleManager', description: 'roleManagerDescription' },
  worker: { name: 'roleWorker', description: 'roleWorkerDescription' },
  viewer: { name: 'roleViewer', description: 'roleViewerDescription' },
};

const MODULES: Record<FarmModule, Key> = {
  farms: 'moduleFarms',
  inventory: 'moduleInventory',
  crops: 'moduleCrops',
  tasks: 'moduleTasks',
  finances: 'moduleFinances',
  sales: 'moduleSales',
  reports: 'moduleReports',
  staff: 'moduleStaff',
  settings: 'moduleSettings',
};

const ACTIONS: Record<FarmAction, Key> = {
  view: 'actionView',
  create: 'actionCreate',
  edit: 'actionEdit',
  delete: 'actionDelete',
  approve: 'actionApprove',
};

const builtIn = (role: Pick<FarmRole, 'id' | 'built_in'>) =>
  role.built_in && isBuiltInFarmRole(role.id) ? BUILT_IN[role.id] : null;

export function roleName(role: Pick<FarmRole, 'id' | 'name' | 'built_in'>): string {
  const keys = builtIn(role);
  return keys ? rolesText.t(keys.name) : role.name;
}

export function roleDescription(role: Pick<FarmRole, 'id' | 'built_in' | 'description'>): string | null {
  const keys = builtIn(role);
  return keys ? rolesText.t(keys.description) : role.description;
}

export const moduleLabel = (module: FarmModule) => rolesText.t(MODULES[module]);
export const actionLabel = (action: FarmAction) => rolesText.t(ACTIONS[action]);
