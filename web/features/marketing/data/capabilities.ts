// The one list of what Shamba does and whether it works today. Flip `status` here when a capability ships;
// the home grid, the features page and the pricing page all read it (docs/decisions/002: never overstate).
import type { LucideIcon } from 'lucide-react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Settings from 'lucide-react/icons/settings';
import Moon from 'lucide-react/icons/moon';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Warehouse from 'lucide-react/icons/warehouse';
import Truck from 'lucide-react/icons/truck';
import Sprout from 'lucide-react/icons/sprout';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Store from 'lucide-react/icons/store';
import ChartColumn from 'lucide-react/icons/chart-column';
import Bell from 'lucide-react/icons/bell';
import Puzzle from 'lucide-react/icons/puzzle';
import Code from 'lucide-react/icons/code';
import Languages from 'lucide-react/icons/languages';
import type { MarketingTextKey } from '../i18n';

export type Availability = 'available' | 'in-development';

// Texts are keys of the marketing catalogue (i18n/en.json), read with its `t` when shown, so they follow the
// language.
export type Capability = {
  id: string;
  title: MarketingTextKey;
  summary: MarketingTextKey;
  status: Availability;
  icon: LucideIcon;
};

export const AVAILABILITY_LABEL: Record<Availability, MarketingTextKey> = {
  available: 'availableNow',
  'in-development': 'inDevelopment',
};

export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'accounts',
    title: 'capAccountsTitle',
    summary: 'capAccountsSummary',
    status: 'available',
    icon: ShieldCheck,
  },
  {
    id: 'settings',
    title: 'capSettingsTitle',
    summary: 'capSettingsSummary',
    status: 'available',
    icon: Settings,
  },
  {
    id: 'dark-mode',
    title: 'capDarkModeTitle',
    summary: 'capDarkModeSummary',
    status: 'available',
    icon: Moon,
  },
  {
    id: 'stock-ledger',
    title: 'capStockLedgerTitle',
    summary: 'capStockLedgerSummary',
    status: 'in-development',
    icon: ArrowLeftRight,
  },
  {
    id: 'storage',
    title: 'capStorageTitle',
    summary: 'capStorageSummary',
    status: 'in-development',
    icon: Warehouse,
  },
  {
    id: 'suppliers',
    title: 'capSuppliersTitle',
    summary: 'capSuppliersSummary',
    status: 'in-development',
    icon: Truck,
  },
  {
    id: 'crops',
    title: 'capCropsTitle',
    summary: 'capCropsSummary',
    status: 'in-development',
    icon: Sprout,
  },
  {
    id: 'tasks',
    title: 'capTasksTitle',
    summary: 'capTasksSummary',
    status: 'in-development',
    icon: ClipboardList,
  },
  {
    id: 'staff',
    title: 'capStaffTitle',
    summary: 'capStaffSummary',
    status: 'in-development',
    icon: Users,
  },
  {
    id: 'finances',
    title: 'capFinancesTitle',
    summary: 'capFinancesSummary',
    status: 'in-development',
    icon: Wallet,
  },
  {
    id: 'sales',
    title: 'capSalesTitle',
    summary: 'capSalesSummary',
    status: 'in-development',
    icon: Store,
  },
  {
    id: 'reports',
    title: 'capReportsTitle',
    summary: 'capReportsSummary',
    status: 'in-development',
    icon: ChartColumn,
  },
  {
    id: 'notifications',
    title: 'capNotificationsTitle',
    summary: 'capNotificationsSummary',
    status: 'in-development',
    icon: Bell,
  },
  {
    id: 'extension',
    title: 'capExtensionTitle',
    summary: 'capExtensionSummary',
    status: 'in-development',
    icon: Puzzle,
  },
  {
    id: 'widgets',
    title: 'capWidgetsTitle',
    summary: 'capWidgetsSummary',
    status: 'in-development',
    icon: Code,
  },
  {
    id: 'swahili',
    title: 'capSwahiliTitle',
    summary: 'capSwahiliSummary',
    status: 'in-development',
    icon: Languages,
  },
];

export const availableCapabilities = () => CAPABILITIES.filter((c) => c.status === 'available');
export const capabilitiesInDevelopment = () => CAPABILITIES.filter((c) => c.status === 'in-development');
