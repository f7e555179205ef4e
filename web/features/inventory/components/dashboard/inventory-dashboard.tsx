// /farmer/inventory: the current farm's stock at a glance — totals by type, stock value in the
// farm's currency, low stock, expiring within 30 days, recent movements — and the ways into the inventory area.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { paths } from '@/shared/routes/paths';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useInventorySummary, useLoadErrorToast } from '../../hooks/use-inventory-queries';
import { LoadError } from '../load-error';
import { PageHeader } from '@/web/components/page-header';
import { SummaryCards } from './summary-cards';
import { ExpiringList, LowStockList, RecentMovements } from './summary-lists';
import { inventoryText } from '@/web/features/inventory/i18n';

export interface InventoryDashboardProps {
  farmId: string;
  farmName?: string;
  /** The farm switcher, supplied by the route (features never import each other). */
  switcher?: ReactNode;
}

export function InventoryDashboard({ farmId, farmName, switcher }: InventoryDashboardProps) {
  useDocumentTitle(inventoryText.t('inventory'));
  const query = useInventorySummary(farmId);
  const mayAdd = useFarmCan()(farmId, 'inventory.create');
  useLoadErrorToast(query, `inventory-summary-${farmId}`);
  const links = [
    { to: paths.farmer.farmInventory(farmId), label: inventoryText.t('farmInventoryLink') },
    { to: paths.farmer.allItems, label: inventoryText.t('allItems') },
    { to: paths.farmer.farmInputs(farmId), label: inventoryText.t('farmInputs') },
    { to: paths.farmer.storageLocations, label: inventoryText.t('storageLocations') },
    { to: paths.farmer.suppliers, label: inventoryText.t('suppliers') },
  ];

  return (
    <>
      <PageHeader
        title={inventoryText.t('inventory')}
        description={farmName ? inventoryText.t('stockOnFarm', { farmName }) : undefined}
        actions={
          <>
            {switcher}
            {mayAdd && (
              <Link to={paths.farmer.farmInventoryAdd(farmId)} className="btn btn-primary btn-sm">
                <Plus className="h-4 w-4" aria-hidden="true" />
                {inventoryText.t('addItem2')}
              </Link>
            )}
          </>
        }
      />
      <nav aria-label={inventoryText.t('inventory')} className="mb-6 flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="btn btn-outline btn-sm">
            {link.label}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <Spinner label={inventoryText.t('loadingInventory')} />
      ) : query.isError ? (
        <LoadError
          message={apiText.t('inventoryFetchError')}
          detail={localizeApiMessage(query.error.message)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <SummaryCards summary={query.data} />
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <LowStockList items={query.data.low_stock} />
            <ExpiringList items={query.data.expiring_soon} />
            <RecentMovements movements={query.data.recent_movements} />
          </div>
        </>
      )}
    </>
  );
}
