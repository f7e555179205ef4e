// What a member is told when their role lacks a permission (docs/product/roles-and-permissions.md): one plain
// sentence per module and action, each in the messages catalogue (shared/i18n/messages) so it reads in Kiswahili.
import type { FarmPermission } from '@/shared/contracts/farm-permissions';

const REFUSALS: Record<FarmPermission, string> = {
  'farms.view': 'Your role on this farm does not allow you to see the farm.',
  'farms.create': 'Your role on this farm does not allow you to add farm records.',
  'farms.edit': "Your role on this farm does not allow you to change the farm's details.",
  'farms.delete': 'Your role on this farm does not allow you to delete or archive the farm.',
  'farms.approve': 'Your role on this farm does not allow you to approve farm changes.',
  'inventory.view': 'Your role on this farm does not allow you to see inventory.',
  'inventory.create': 'Your role on this farm does not allow you to add inventory.',
  'inventory.edit': 'Your role on this farm does not allow you to change inventory.',
  'inventory.delete': 'Your role on this farm does not allow you to delete inventory.',
  'inventory.approve': 'Your role on this farm does not allow you to approve inventory changes.',
  'crops.view': 'Your role on this farm does not allow you to see crops.',
  'crops.create': 'Your role on this farm does not allow you to add crops.',
  'crops.edit': 'Your role on this farm does not allow you to change crops.',
  'crops.delete': 'Your role on this farm does not allow you to delete crops.',
  'crops.approve': 'Your role on this farm does not allow you to approve crop records.',
  'tasks.view': 'Your role on this farm does not allow you to see tasks.',
  'tasks.create': 'Your role on this farm does not allow you to add tasks.',
  'tasks.edit': 'Your role on this farm does not allow you to change tasks.',
  'tasks.delete': 'Your role on this farm does not allow you to delete tasks.',
  'tasks.approve': 'Your role on this farm does not allow you to approve tasks.',
  'finances.view': 'Your role on this farm does not allow you to see finances.',
  'finances.create': 'Your role on this farm does not allow you to add financial records.',
  'finances.edit': 'Your role on this farm does not allow you to change financial records.',
  'finances.delete': 'Your role on this farm does not allow you to delete financial records.',
  'finances.approve': 'Your role on this farm does not allow you to approve expenses or payments.',
  'sales.view': 'Your role on this farm does not allow you to see sales.',
  'sales.create': 'Your role on this farm does not allow you to record sales.',
  'sales.edit': 'Your role on this farm does not allow you to change sales.',
  'sales.delete': 'Your role on this farm does not allow you to delete sales.',
  'sales.approve': 'Your role on this farm does not allow you to approve sales.',
  'reports.view': 'Your role on this farm does not allow you to see reports.',
  'reports.create': 'Your role on this farm does not allow you to create reports.',
  'reports.edit': 'Your role on this farm does not allow you to change reports.',
  'reports.delete': 'Your role on this farm does not allow you to delete reports.',
  'reports.approve': 'Your role on this farm does not allow you to approve reports.',
  'staff.view': 'Your role on this farm does not allow you to see staff and roles.',
  'staff.create': 'Your role on this farm does not allow you to add staff or roles.',
  'staff.edit': 'Your role on this farm does not allow you to change staff or roles.',
  'staff.delete': 'Your role on this farm does not allow you to remove staff or roles.',
  'staff.approve': 'Your role on this farm does not allow you to approve staff changes.',
  'settings.view': "Your role on this farm does not allow you to see the farm's settings.",
  'settings.create': "Your role on this farm does not allow you to add to the farm's settings.",
  'settings.edit': "Your role on this farm does not allow you to change the farm's settings.",
  'settings.delete': "Your role on this farm does not allow you to remove from the farm's settings.",
  'settings.approve': "Your role on this farm does not allow you to approve changes to the farm's settings.",
};

export function permissionRefusal(permission: FarmPermission): string {
  return REFUSALS[permission];
}

/** Every refusal, for the test that each one is translated. */
export const ALL_PERMISSION_REFUSALS = Object.values(REFUSALS);
