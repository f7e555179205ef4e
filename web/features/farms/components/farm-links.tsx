// Where a farm's work lives: inventory, storage and inputs are here; crops and soil sampling are still being
// built and say so (docs/decisions/002: honest links, no dead ends dressed up as features).
import { Link } from 'react-router-dom';
import { Boxes, ChevronRight, FlaskConical, Leaf, Package, Warehouse, type LucideIcon } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { farmsText } from '@/web/features/farms/i18n';

interface FarmLink {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  comingSoon?: boolean;
}

const linksFor = (farmId: string): FarmLink[] => [
  {
    label: farmsText.t('linkInventory'),
    description: farmsText.t('linkInventoryDescription'),
    to: paths.farmer.farmInventory(farmId),
    icon: Boxes,
  },
  {
    label: farmsText.t('linkStorageLocations'),
    description: farmsText.t('linkStorageLocationsDescription'),
    to: paths.farmer.farmLocations(farmId),
    icon: Warehouse,
  },
  {
    label: farmsText.t('linkInputs'),
    description: farmsText.t('linkInputsDescription'),
    to: paths.farmer.farmInputs(farmId),
    icon: Package,
  },
  {
    label: farmsText.t('linkCrops'),
    description: farmsText.t('linkCropsDescription'),
    to: paths.farmer.farmCrops(farmId),
    icon: Leaf,
    comingSoon: true,
  },
  {
    label: farmsText.t('linkSoilSampling'),
    description: farmsText.t('linkSoilSamplingDescription'),
    to: paths.farmer.farmSoil(farmId),
    icon: FlaskConical,
    comingSoon: true,
  },
];

export function FarmLinks({ farmId }: { farmId: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {linksFor(farmId).map(({ label, description, to, icon: Icon, comingSoon }) => (
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
