// shared/session/menus.ts names icons by their lucide-react name; only the ones the menus use are bundled.
import {
  Bell,
  Bot,
  ChartColumn,
  Circle,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  Newspaper,
  Package,
  Palette,
  Plug,
  Settings,
  ShoppingCart,
  SlidersHorizontal,
  Sprout,
  Tractor,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  Bell,
  Bot,
  ChartColumn,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  Newspaper,
  Package,
  Palette,
  Plug,
  Settings,
  ShoppingCart,
  SlidersHorizontal,
  Sprout,
  Tractor,
  UserCog,
  Users,
  Wallet,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />;
}
