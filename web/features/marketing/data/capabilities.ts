// What Shamba does, one card per capability. Whether it works today is not written here: each capability names
// its product area, and the area's status comes from the one list, shared/contracts/feature-status.ts (flip it
// there the day an area ships). The home grid, the features page and the pricing page read it through here
// (docs/decisions/002: never overstate).
import type { LucideIcon } from 'lucide-react';
import { FEATURE_STATUS, type FeatureArea } from '@/shared/contracts/feature-status';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Settings from 'lucide-react/icons/settings';
import Moon from 'lucide-react/icons/moon';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Warehouse from 'lucide-react/icons/warehouse';
import LandPlot from 'lucide-react/icons/land-plot';
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
  /** The product area whose status (live or in development) the capability shows. */
  area: FeatureArea;
  status: Availability;
  icon: LucideIcon;
};

/** The badge a product area earns from the one list. */
export const availabilityOf = (area: FeatureArea): Availability =>
  FEATURE_STATUS[area] === 'live' ? 'available' : 'in-development';

export const AVAILABILITY_LABEL: Record<Availability, MarketingTextKey> = {
  available: 'availableNow',
  'in-development': 'inDevelopment',
};

const CAPABILITY_CARDS: readonly Omit<Capability, 'status'>[] = [
  {
    id: 'accounts',
    title: 'capAccountsTitle',
    summary: 'capAccountsSummary',
    area: 'accounts',
    icon: ShieldCheck,
  },
  {
    id: 'settings',
    title: 'capSettingsTitle',
    summary: 'capSettingsSummary',
    area: 'settings',
    icon: Settings,
  },
  {
    id: 'farms',
    title: 'capFarmsTitle',
    summary: 'capFarmsSummary',
    area: 'farms',
    icon: LandPlot,
  },
  {
    id: 'dark-mode',
    title: 'capDarkModeTitle',
    summary: 'capDarkModeSummary',
    area: 'settings',
    icon: Moon,
  },
  {
    id: 'stock-ledger',
    title: 'capStockLedgerTitle',
    summary: 'capStockLedgerSummary',
    area: 'inventory',
    icon: ArrowLeftRight,
  },
  {
    id: 'storage',
    title: 'capStorageTitle',
    summary: 'capStorageSummary',
    area: 'storage',
    icon: Warehouse,
  },
  {
    id: 'suppliers',
    title: 'capSuppliersTitle',
    summary: 'capSuppliersSummary',
    area: 'suppliers',
    icon: Truck,
  },
  {
    id: 'crops',
    title: 'capCropsTitle',
    summary: 'capCropsSummary',
    area: 'crops-tasks',
    icon: Sprout,
  },
  {
    id: 'tasks',
    title: 'capTasksTitle',
    summary: 'capTasksSummary',
    area: 'crops-tasks',
    icon: ClipboardList,
  },
  {
    id: 'staff',
    title: 'capStaffTitle',
    summary: 'capStaffSummary',
    area: 'team',
    icon: Users,
  },
  {
    id: 'finances',
    title: 'capFinancesTitle',
    summary: 'capFinancesSummary',
    area: 'money',
    icon: Wallet,
  },
  {
    id: 'sales',
    title: 'capSalesTitle',
    summary: 'capSalesSummary',
    area: 'money',
    icon: Store,
  },
  {
    id: 'reports',
    title: 'capReportsTitle',
    summary: 'capReportsSummary',
    area: 'reports',
    icon: ChartColumn,
  },
  {
    id: 'notifications',
    title: 'capNotificationsTitle',
    summary: 'capNotificationsSummary',
    area: 'notifications',
    icon: Bell,
  },
  {
    id: 'extension',
    title: 'capExtensionTitle',
    summary: 'capExtensionSummary',
    area: 'extension',
    icon: Puzzle,
  },
  {
    id: 'widgets',
    title: 'capWidgetsTitle',
    summary: 'capWidgetsSummary',
    area: 'widgets',
    icon: Code,
  },
  {
    id: 'swahili',
    title: 'capSwahiliTitle',
    summary: 'capSwahiliSummary',
    area: 'languages',
    icon: Languages,
  },
];

export const CAPABILITIES: readonly Capability[] = CAPABILITY_CARDS.map((card) => ({
  ...card,
  status: availabilityOf(card.area),
}));

export const availableCapabilities = () => CAPABILITIES.filter((c) => c.status === 'available');
export const capabilitiesInDevelopment = () => CAPABILITIES.filter((c) => c.status === 'in-development');
