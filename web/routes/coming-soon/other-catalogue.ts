// Settings, platform (superadmin), organization, invoice and developer test screens (docs/decisions/002).
// Each title and description is in ./i18n (settings…, admin…, misc<Name>Title and …Description).
import type { ComingSoonEntry } from './entry';

export const settingsCatalogue = {
  invoice: 'areaSettings',
  invoiceDefault: 'areaSettings',
  invoiceFarm: 'areaSettings',
  financial: 'areaSettings',
  subscription: 'areaSettings',
  aiUsage: 'areaSettings',
  payment: 'areaSettings',
} satisfies Record<string, ComingSoonEntry>;

export const adminCatalogue = {
  farmers: 'areaPlatform',
  farmer: 'areaPlatform',
  integrations: 'areaPlatform',
  systemSettings: 'areaPlatform',
  packages: 'areaPlatform',
  subscriptions: 'areaPlatform',
  features: 'areaPlatform',
  content: 'areaPlatform',
  ai: 'areaPlatform',
  aiConfiguration: 'areaPlatform',
} satisfies Record<string, ComingSoonEntry>;

export const miscCatalogue = {
  orgReports: 'areaOrganization',
  invoice: 'areaFinance',
} satisfies Record<string, ComingSoonEntry>;
