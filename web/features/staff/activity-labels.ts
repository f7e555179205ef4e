// A person's recent changes read in the current language: the action and the module, translated here; the stored
// summary is English and is shown beside them only as the record's description (docs/product/activity-log.md).
import { staffText } from './i18n';

type Key = (typeof staffText.keys)[number];

const ACTION_KEYS: Record<string, Key> = {
  create: 'actionCreate',
  edit: 'actionEdit',
  delete: 'actionDelete',
  approve: 'actionApprove',
  archive: 'actionArchive',
  restore: 'actionRestore',
  consume: 'actionConsume',
  restock: 'actionRestock',
  adjust: 'actionAdjust',
  transfer: 'actionTransfer',
  count: 'actionCount',
  expire: 'actionExpire',
  revoke: 'actionRevoke',
  invite: 'actionInvite',
  resend: 'actionResend',
  accept: 'actionAccept',
  remove: 'actionRemove',
};

const MODULE_KEYS: Record<string, Key> = {
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

/** "Consumed stock · Inventory"; an action or module this screen does not know reads as stored. */
export function activityHeadline(entry: { action: string; module: string }): string {
  const action = ACTION_KEYS[entry.action] ? staffText.t(ACTION_KEYS[entry.action]!) : entry.action;
  const module = MODULE_KEYS[entry.module] ? staffText.t(MODULE_KEYS[entry.module]!) : entry.module;
  return staffText.t('activityHeadline', { action, module });
}
