// /farmer/inventory/suppliers: the current farm's suppliers, added and edited in a modal, deleted
// after confirmation. A failed load shows the error with Retry, never invented suppliers (decision 002).
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { Supplier } from '@/shared/api/suppliers';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { useSuppliers } from '../hooks/use-suppliers';
import { DeleteSupplierDialog } from './delete-supplier-dialog';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { SupplierModal } from './supplier-modal';
import { SupplierTable } from './supplier-table';
import { suppliersText } from '@/web/features/suppliers/i18n';

export interface SuppliersPageProps {
  farmId: string;
  farmName?: string;
  toolbar?: ReactNode;
}

type ModalState = { supplier?: Supplier } | null;

export function SuppliersPage({ farmId, farmName, toolbar }: SuppliersPageProps) {
  useDocumentTitle(suppliersText.t('suppliers'));
  // docs/decisions/035: suppliers are inventory records: adding, editing, deleting need inventory.create/.edit/.delete.
  const may = useRecordAbilities(farmId, 'inventory');
  const query = useSuppliers(farmId);
  const [modal, setModal] = useState<ModalState>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const add = () => setModal({});

  return (
    <>
      <PageHeader
        title={suppliersText.t('suppliers')}
        description={
          farmName ? suppliersText.t('whoFarmBuysFrom', { farmName }) : suppliersText.t('whoThisFarmBuysIts')
        }
        actions={
          <>
            {toolbar}
            {may.create && (
              <button type="button" className="btn btn-primary btn-sm" onClick={add}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {suppliersText.t('addSupplier')}
              </button>
            )}
          </>
        }
      />
      {query.isPending ? (
        <LoadingState label={suppliersText.t('loadingSuppliers')} />
      ) : query.isError ? (
        <ErrorState
          message={suppliersText.t('failedToLoadSuppliersPlease')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={suppliersText.t('noSuppliersYet')}>
          {suppliersText.t('suppliersYouAddHereOr')}
        </EmptyState>
      ) : (
        <SupplierTable
          suppliers={query.data}
          onEdit={may.edit ? (supplier) => setModal({ supplier }) : undefined}
          onDelete={may.delete ? setDeleting : undefined}
        />
      )}
      {modal && <SupplierModal farmId={farmId} supplier={modal.supplier} onClose={() => setModal(null)} />}
      {deleting && <DeleteSupplierDialog supplier={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
