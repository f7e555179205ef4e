// /farmer/inventory/suppliers/:supplierId: the supplier's details, the items it supplied and its
// receipts (receive movements that named it), newest first, as the detail answer gives them.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { localizeApiMessage } from '@/shared/api/i18n';
import { formatNumber } from '@/shared/i18n/format';
import { useBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { useSupplier } from '../hooks/use-suppliers';
import { DeleteSupplierDialog } from './delete-supplier-dialog';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { SupplierItems, SupplierReceipts } from './supplier-history';
import { SupplierModal } from './supplier-modal';
import { suppliersText } from '@/web/features/suppliers/i18n';

export function SupplierDetail({ supplierId }: { supplierId: string }) {
  const query = useSupplier(supplierId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const supplier = query.data;
  // docs/decisions/035: the supplier's own farm decides, which need not be the current farm.
  const may = useRecordAbilities(supplier?.farm_id, 'inventory');
  useDocumentTitle(supplier?.name ?? suppliersText.t('supplier'));
  useBreadcrumbName(supplier?.name);

  if (query.isPending) return <LoadingState label={suppliersText.t('loadingTheSupplier')} />;
  if (!supplier)
    return (
      <>
        <ErrorState
          message={localizeApiMessage(query.error?.message) || suppliersText.t('failedToLoadTheSupplier')}
          onRetry={() => void query.refetch()}
        />
        <Link to={paths.farmer.suppliers} className="btn btn-sm mt-4">
          {suppliersText.t('backToSuppliers')}
        </Link>
      </>
    );

  const facts: [string, string][] = [
    [suppliersText.t('eMail'), supplier.email ?? suppliersText.t('notRecorded')],
    [suppliersText.t('phone'), supplier.phone ?? suppliersText.t('notRecorded')],
    [suppliersText.t('address'), supplier.address ?? suppliersText.t('notRecorded')],
    [suppliersText.t('itemsSupplied'), formatNumber(supplier.item_count)],
  ];
  return (
    <>
      <PageHeader
        title={supplier.name}
        actions={
          <>
            {may.edit && (
              <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> {suppliersText.t('edit')}
              </button>
            )}
            {may.delete && (
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {suppliersText.t('delete')}
              </button>
            )}
          </>
        }
      />
      <section
        aria-label={suppliersText.t('supplierDetails')}
        className="card mb-6 border border-base-300 bg-base-100"
      >
        <dl className="card-body grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-base-content/60">{label}</dt>
              <dd className="mt-1 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {query.isPlaceholderData ? (
        <LoadingState label={suppliersText.t('loadingItemsAndReceipts')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <SupplierItems supplier={supplier} />
          <SupplierReceipts supplier={supplier} />
        </div>
      )}
      {editing && (
        <SupplierModal farmId={supplier.farm_id} supplier={supplier} onClose={() => setEditing(false)} />
      )}
      {deleting && (
        <DeleteSupplierDialog
          supplier={supplier}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.farmer.suppliers, { replace: true })}
        />
      )}
    </>
  );
}
