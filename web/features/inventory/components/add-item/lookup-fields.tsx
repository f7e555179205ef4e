// The add-item selects that come from the farm's records: storage location (with a way to add one when there
// is none) and supplier (with the "+" of docs/product/inventory.md that opens the quick supplier dialog).
import { Link } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { StorageLocation } from '@/shared/api/storage-locations';
import type { Supplier } from '@/shared/api/suppliers';
import { paths } from '@/shared/routes/paths';
import { SelectField } from '@/web/components/form/select-field';
import type { ItemFormValues } from './item-form-values';
import { inventoryText } from '@/web/features/inventory/i18n';

type Form = UseFormReturn<ItemFormValues>;

export function LocationField({
  form,
  farmId,
  locations,
  onAdd,
}: {
  form: Form;
  farmId: string;
  locations?: StorageLocation[];
  /** Creates a location in place (the add-item page), so what is typed stays; without it, a link away. */
  onAdd?: () => void;
}) {
  const none = locations !== undefined && locations.length === 0;
  return (
    <SelectField
      label={inventoryText.t('storageLocation')}
      options={[
        {
          value: '',
          label: locations ? inventoryText.t('chooseStorageLocation') : inventoryText.t('loadingEllipsis'),
        },
        ...(locations ?? []).map((l) => ({ value: l.id, label: l.name })),
      ]}
      error={form.formState.errors.storage_location_id?.message}
      hint={
        none ? (
          <>
            {inventoryText.t('noStorageLocationYet')}{' '}
            {onAdd ? (
              <button type="button" className="link link-primary" onClick={onAdd}>
                {inventoryText.t('addAStorageLocation')}
              </button>
            ) : (
              <Link to={paths.farmer.farmLocations(farmId)} className="link link-primary">
                {inventoryText.t('addAStorageLocation')}
              </Link>
            )}
          </>
        ) : undefined
      }
      {...form.register('storage_location_id')}
    />
  );
}

export function SupplierField({
  form,
  suppliers,
  onAdd,
}: {
  form: Form;
  suppliers?: Supplier[];
  onAdd: () => void;
}) {
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={inventoryText.t('supplier')}
        fieldClassName="grow"
        options={[
          { value: '', label: inventoryText.t('noSupplier') },
          ...(suppliers ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        hint={inventoryText.t('optional')}
        error={form.formState.errors.supplier_id?.message}
        {...form.register('supplier_id')}
      />
      <button
        type="button"
        className="btn btn-square btn-outline mb-5"
        aria-label={inventoryText.t('addSupplier')}
        title={inventoryText.t('addSupplier')}
        onClick={onAdd}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
