// /farmer/inventory/suppliers: the current farm's suppliers, added and edited in a modal, deleted
// after confirmation. A failed load shows the error with Retry, never invented suppliers (decision 002).
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { Supplier } from '@/shared/api/suppliers';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useSuppliers } from '../hooks/use-suppliers';
import { DeleteSupplierDialog } from './delete-supplier-dialog';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { SupplierModal } from './supplier-modal';
import { SupplierTable } from './supplier-table';

export interface SuppliersPageProps {
  farmId: string;
  farmName?: string;
  toolbar?: ReactNode;
  readOnly?: boolean;
}

type ModalState = { supplier?: Supplier } | null;

export function SuppliersPage({ farmId, farmName, toolbar, readOnly }: SuppliersPageProps) {
  useDocumentTitle('Suppliers');
  const query = useSuppliers(farmId);
  const [modal, setModal] = useState<ModalState>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const add = () => setModal({});

  return (
    <>
      <PageHeader
        title="Suppliers"
        description={
          farmName ? `Who ${farmName} buys its inputs from.` : 'Who this farm buys its inputs from.'
        }
        actions={
          <>
            {toolbar}
            {!readOnly && (
              <button type="button" className="btn btn-primary btn-sm" onClick={add}>
                <Plus className="h-4 w-4" aria-hidden="true" /> Add supplier
              </button>
            )}
          </>
        }
      />
      {query.isPending ? (
        <LoadingState label="Loading suppliers" />
      ) : query.isError ? (
        <ErrorState
          message="Failed to load suppliers. Please try again later."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title="No suppliers yet">
          Suppliers you add here, or from the add-item form, can be named on stock you receive.
        </EmptyState>
      ) : (
        <SupplierTable
          suppliers={query.data}
          onEdit={readOnly ? undefined : (supplier) => setModal({ supplier })}
          onDelete={readOnly ? undefined : setDeleting}
        />
      )}
      {modal && <SupplierModal farmId={farmId} supplier={modal.supplier} onClose={() => setModal(null)} />}
      {deleting && <DeleteSupplierDialog supplier={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
