// Settings, platform (superadmin), organization, invoice and developer test screens (docs/decisions/002).
import type { ComingSoonEntry } from './entry';

export const settingsCatalogue = {
  invoice: {
    title: 'Invoice settings',
    area: 'Settings',
    description:
      'Invoice settings are being built: the business details, logo, numbering and payment terms printed on your invoices.',
  },
  invoiceDefault: {
    title: 'Default invoice template',
    area: 'Settings',
    description:
      'The default invoice template — used by every farm that has no template of its own — is being built.',
  },
  invoiceFarm: {
    title: 'Farm invoice template',
    area: 'Settings',
    description: "A farm's own invoice template, with its name, address and payment details, is being built.",
  },
  financial: {
    title: 'Financial settings',
    area: 'Settings',
    description:
      'Financial settings are being built: expense categories, payment methods and the start of your financial year.',
  },
  subscription: {
    title: 'Subscription',
    area: 'Settings',
    description:
      'Subscription management is being built: your plan, what it includes, and upgrading or cancelling it.',
  },
  aiUsage: {
    title: 'AI usage',
    area: 'Settings',
    description:
      'AI usage is being built: how many AI recommendations you have used this month and what your plan allows.',
  },
  payment: {
    title: 'Payment methods',
    area: 'Settings',
    description:
      'Payment methods are being built: the card or mobile money account your subscription is paid from, and your receipts.',
  },
} satisfies Record<string, ComingSoonEntry>;

const platform = (title: string, description: string): ComingSoonEntry => ({
  title,
  area: 'Platform',
  description,
});

export const adminCatalogue = {
  staff: platform(
    'Platform staff',
    'Platform staff management is being built: the people who run Shamba and what each may do.',
  ),
  roles: platform(
    'Platform roles',
    'Platform roles are being built: named sets of permissions for platform staff.',
  ),
  permissions: platform(
    'Role permissions',
    'Editing what each platform role may see and change is being built.',
  ),
  farmers: platform(
    'Farmers',
    'The farmer directory is being built: every farmer account, its farms, verification state and subscription.',
  ),
  farmer: platform(
    'Farmer',
    "A farmer's account page is being built: their profile, farms, subscription and support history.",
  ),
  organizations: platform(
    'Organizations',
    'Organization accounts are being built: the co-operatives and companies that group farms and farmers.',
  ),
  integrations: platform(
    'Integrations',
    'Integrations are being built: e-mail, SMS, push and payment providers, with their connection state.',
  ),
  cropTemplates: platform(
    'Crop templates',
    'Crop templates are being built: growth stages, typical tasks and durations that farmers start their crops from.',
  ),
  cropTemplate: platform(
    'Crop template',
    "A crop template's page is being built: its stages, tasks and recommended inputs.",
  ),
  systemSettings: platform(
    'System settings',
    'System settings are being built: platform-wide defaults, limits and maintenance mode.',
  ),
  packages: platform(
    'Packages',
    'Subscription packages are being built: plans, their prices and what each includes.',
  ),
  subscriptions: platform(
    'Subscriptions',
    'The subscription list is being built: who is on which plan, renewals and payments.',
  ),
  features: platform(
    'Features',
    'Feature management is being built: which capabilities each package unlocks.',
  ),
  content: platform(
    'Content',
    'Content management is being built: the public pages, help articles and announcements.',
  ),
  ai: platform(
    'AI management',
    'AI management is being built: the recommendations the platform offers and how they are used.',
  ),
  aiConfiguration: platform(
    'AI configuration',
    'AI configuration is being built: the model provider, prompts and usage limits per package.',
  ),
} satisfies Record<string, ComingSoonEntry>;

export const miscCatalogue = {
  orgReports: {
    title: 'Organization reports',
    area: 'Organization',
    description:
      'Organization reports are being built: production, inventory and finance figures across your member farms.',
  },
  invoice: {
    title: 'Invoice',
    area: 'Finance',
    description:
      'Printable invoices are being built: an invoice with your farm’s details, the items sold and the payment terms, ready to print or save as PDF.',
  },
} satisfies Record<string, ComingSoonEntry>;
