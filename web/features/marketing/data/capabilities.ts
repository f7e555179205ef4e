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

export type Availability = 'available' | 'in-development';

export type Capability = {
  id: string;
  title: string;
  summary: string;
  status: Availability;
  icon: LucideIcon;
};

export const AVAILABILITY_LABEL: Record<Availability, string> = {
  available: 'Available now',
  'in-development': 'In development',
};

export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'accounts',
    title: 'Accounts with verification',
    summary: 'Register with your e-mail and phone number, confirm both with one-time codes, and sign in securely.',
    status: 'available',
    icon: ShieldCheck,
  },
  {
    id: 'settings',
    title: 'Personal settings',
    summary: 'Your profile, currency (KES by default), date and time format, language and password in one place.',
    status: 'available',
    icon: Settings,
  },
  {
    id: 'dark-mode',
    title: 'Light and dark theme',
    summary: 'Follows your device by default and remembers your choice, easier on the eyes at dawn and dusk.',
    status: 'available',
    icon: Moon,
  },
  {
    id: 'stock-ledger',
    title: 'Stock ledger',
    summary:
      'Every receipt, use, transfer, count adjustment, harvest and sale is recorded as a movement, with low-stock and expiry alerts.',
    status: 'in-development',
    icon: ArrowLeftRight,
  },
  {
    id: 'storage',
    title: 'Storage locations',
    summary: 'Stores, silos and cold rooms with their capacity, conditions and how full each one is.',
    status: 'in-development',
    icon: Warehouse,
  },
  {
    id: 'suppliers',
    title: 'Suppliers',
    summary: 'Who sells you seed, fertiliser, feed and spares, and what you bought from each.',
    status: 'in-development',
    icon: Truck,
  },
  {
    id: 'crops',
    title: 'Crops',
    summary: 'Plantings per farm and field, their growth stages and what each crop cost and returned.',
    status: 'in-development',
    icon: Sprout,
  },
  {
    id: 'tasks',
    title: 'Tasks',
    summary: 'Plan the work, assign it to staff, set due dates and get reminded before they pass.',
    status: 'in-development',
    icon: ClipboardList,
  },
  {
    id: 'staff',
    title: 'Staff, roles and permissions',
    summary: 'Invite managers, workers and viewers; each farm role decides what a person may see and change.',
    status: 'in-development',
    icon: Users,
  },
  {
    id: 'finances',
    title: 'Finances',
    summary: 'Income, expenses, contributors and budgets per farm, in shillings or your own currency.',
    status: 'in-development',
    icon: Wallet,
  },
  {
    id: 'sales',
    title: 'Sales and farm point of sale',
    summary: 'Record sales at the farm gate or the market; stock and money update together.',
    status: 'in-development',
    icon: Store,
  },
  {
    id: 'reports',
    title: 'Reports',
    summary: 'Financial, crop performance, inventory, sales, expense and activity reports you can export.',
    status: 'in-development',
    icon: ChartColumn,
  },
  {
    id: 'notifications',
    title: 'Notifications everywhere',
    summary:
      'Alerts in the app, live as they happen, by e-mail, SMS and push, and as a badge on the browser toolbar.',
    status: 'in-development',
    icon: Bell,
  },
  {
    id: 'extension',
    title: 'Browser extension',
    summary: 'Check alerts and record quick stock actions from your browser toolbar without opening the app.',
    status: 'in-development',
    icon: Puzzle,
  },
  {
    id: 'widgets',
    title: 'Embeddable widgets',
    summary: 'Partners such as co-operatives can show a farm’s stock or notification inbox on their own website.',
    status: 'in-development',
    icon: Code,
  },
  {
    id: 'swahili',
    title: 'Swahili interface',
    summary: 'The whole app in Kiswahili as well as English, for every worker on the farm.',
    status: 'in-development',
    icon: Languages,
  },
];

export const availableCapabilities = () => CAPABILITIES.filter((c) => c.status === 'available');
export const capabilitiesInDevelopment = () => CAPABILITIES.filter((c) => c.status === 'in-development');
