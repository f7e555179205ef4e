// Words for what the log stores as codes (module, surface, action, record type, field), in the reader's language.
// A code this screen does not know yet (a module added later) still shows, as words made from the code.
import type { ActivityEntry } from '@/shared/contracts/activity-log';
import { activityText } from './i18n';
import { fieldWords } from './snapshot-diff';

type TextKey = Parameters<typeof activityText.t>[0];

const MODULES: Record<string, TextKey> = {
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

const SURFACES: Record<string, TextKey> = {
  web: 'surfaceWeb',
  extension: 'surfaceExtension',
  widget: 'surfaceWidget',
  api: 'surfaceApi',
  system: 'surfaceSystem',
};

const ACTIONS: Record<string, TextKey> = {
  create: 'actionCreate',
  edit: 'actionEdit',
  delete: 'actionDelete',
  approve: 'actionApprove',
  archive: 'actionArchive',
  restore: 'actionRestore',
  consume: 'actionConsume',
  restock: 'actionRestock',
  harvest: 'actionHarvest',
  sell: 'actionSell',
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

const RECORDS: Record<string, TextKey> = {
  farm: 'recordFarm',
  inventory_item: 'recordInventoryItem',
  storage_location: 'recordStorageLocation',
  supplier: 'recordSupplier',
  embed_key: 'recordEmbedKey',
  farm_member: 'recordFarmMember',
  farm_role: 'recordFarmRole',
  team: 'recordTeam',
  farm_invitation: 'recordFarmInvitation',
  organization_link: 'recordOrganizationLink',
  staff_member: 'recordFarmMember',
  invitation: 'recordFarmInvitation',
  field: 'recordField',
  soil_sample: 'recordSoilSample',
  crop: 'recordCrop',
  crop_stage: 'recordCropStage',
  crop_season: 'recordCropSeason',
  crop_template: 'recordCropTemplate',
  harvest: 'recordHarvest',
  task: 'recordTask',
  task_comment: 'recordTaskComment',
  customer: 'recordCustomer',
  sale: 'recordSale',
  invoice: 'recordInvoice',
  invoice_settings: 'recordInvoiceSettings',
  financial_settings: 'recordFinancialSettings',
  tax_rate: 'recordTaxRate',
  expense: 'recordExpense',
  expense_category: 'recordExpenseCategory',
  contributor: 'recordContributor',
  contribution: 'recordContribution',
  budget_plan: 'recordBudgetPlan',
};

const FIELDS: Record<string, TextKey> = {
  name: 'fieldName',
  quantity: 'fieldQuantity',
  status: 'fieldStatus',
  unit: 'fieldUnit',
  category: 'fieldCategory',
  note: 'fieldNote',
  change: 'fieldChange',
  to_location: 'fieldLocation',
  description: 'fieldDescription',
  role: 'fieldRole',
  email: 'fieldEmail',
  phone: 'fieldPhone',
  address: 'fieldAddress',
};

const label = (table: Record<string, TextKey>, code: string) =>
  table[code] ? activityText.t(table[code]) : fieldWords(code);

export const moduleLabel = (module: string) => label(MODULES, module);
export const surfaceLabel = (surface: string) => label(SURFACES, surface);
export const actionLabel = (action: string) => label(ACTIONS, action);
export const recordLabel = (recordType: string) => label(RECORDS, recordType);
export const fieldLabel = (field: string) => label(FIELDS, field);

/** The record's own name as the entry kept it, when it has one. */
export function recordName(entry: ActivityEntry): string | null {
  const name = entry.after?.name ?? entry.before?.name;
  return typeof name === 'string' && name ? name : null;
}

/**
 * The entry in a sentence. In English, the summary the server stored (it carries quantities and places); in other
 * languages, the same facts from the entry's codes, since the stored summary is English.
 */
export function describeEntry(entry: ActivityEntry, language: string): string {
  if (language === 'en') return entry.summary;
  const name = recordName(entry);
  const action = actionLabel(entry.action);
  const record = recordLabel(entry.record_type);
  // A stock change keeps its amount and unit: the sentence says how much.
  const { change, unit } = entry.after ?? {};
  if (name && typeof change === 'string' && typeof unit === 'string')
    return activityText.t('describeAmount', { action, name, amount: change.replace(/^[-+]/, ''), unit });
  return name
    ? activityText.t('describeNamed', { action, record, name })
    : activityText.t('describe', { action, record });
}
