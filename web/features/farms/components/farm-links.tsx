// Where a farm's work lives: inventory, storage, inputs, fields and soil sampling are here; crops are still being
// built and say so (docs/decisions/002: honest links, no dead ends dressed up as features). Only the modules the
// person's role on the farm lets them see are linked (docs/decisions/035).
import { Link } from 'react-router-dom';
import {
  Boxes,
  ChevronRight,
  FlaskConical,
  Handshake,
  Leaf,
  Map as MapIcon,
  Package,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import { paths } from '@/shared/routes/paths';
import { farmsText } from '@/web/features/farms/i18n';

interface FarmLink {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  comingSoon?: boolean;
  requires: FarmPermission;
}

const linksFor = (farmId: string): FarmLink[] => [
  {
    label: farmsText.t('linkInventory'),
    description: farmsText.t('linkInventoryDescription'),
    to: paths.farmer.farmInventory(farmId),
    icon: Boxes,
    requires: 'inventory.view',
  },
  {
    label: farmsText.t('linkStorageLocations'),
    description: farmsText.t('linkStorageLocationsDescription'),
    to: paths.farmer.farmLocations(farmId),
    icon: Warehouse,
    requires: 'inventory.view',
  },
  {
    label: farmsText.t('linkInputs'),
    description: farmsText.t('linkInputsDescription'),
    to: paths.farmer.farmInputs(farmId),
    icon: Package,
    requires: 'inventory.view',
  },
  {
    label: farmsText.t('linkOrganizations'),
    description: farmsText.t('linkOrganizationsDescription'),
    to: paths.farmer.farmOrganizations(farmId),
    icon: Handshake,
    requires: 'farms.view',
  },
  {
    label: farmsText.t('linkFields'),
    description: farmsText.t('linkFieldsDescription'),
    to: paths.farmer.farmFields(farmId),
    icon: MapIcon,
    requires: 'crops.view',
  },
  {
    label: farmsText.t('linkCrops'),
    description: farmsText.t('linkCropsDescription'),
    to: paths.farmer.farmCrops(farmId),
    icon: Leaf,
    comingSoon: true,
    requires: 'crops.view',
  },
  {
    label: farmsText.t('linkSoilSampling'),
    description: farmsText.t('linkSoilSamplingDescription'),
    to: paths.farmer.farmSoil(farmId),
    icon: FlaskConical,
    requires: 'crops.view',
  },
];

export function FarmLinks({ farmId, permissions }: { farmId: string; permissions: readonly string[] }) {
  const links = linksFor(farmId).filter((link) => permissions.includes(link.requires));
  if (links.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {links.map(({ label, description, to, icon: Icon, comingSoon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 transition-colors hover:border-primary"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="flex-1">
              <span className="flex items-center gap-2 font-medium">
                {label}
                {comingSoon && (
                  <span className="badge badge-warning badge-sm">{farmsText.t('comingSoon')}</span>
                )}
              </span>
              <span className="block text-sm text-base-content/70">{description}</span>
            </span>
            <ChevronRight className="h-4 w-4 opacity-50 group-hover:opacity-100" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
