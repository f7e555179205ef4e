// docs/product/inventory.md Add inventory item with its rules and messages: categories by type, the type's own
// section, the quick supplier dialog, "Farm ID is required", lookups that fail, the server's message in a red
// banner and per-field messages, then "Inventory item added successfully" and back to the list.
import { useUpgradePrompt } from '@/web/components/upgrade-prompt';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createInventoryItem, type NewItemInput } from '@/shared/api/inventory';
import { apiText } from '@/shared/api/i18n';
import { INVALID_INPUT_CODE } from '@/shared/api/input';
import { isApiRequestError } from '@/shared/api/errors';
import { ITEM_TYPES, type ItemType } from '@/shared/contracts/inventory';
import { paths } from '@/shared/routes/paths';
import { useApi } from '@/web/lib/api';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FormAlert } from '@/web/components/form/form-alert';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { inventoryKeys } from '../../hooks/query-keys';
import { useFarm, useFarmLocations, useFarmSuppliers } from '../../hooks/use-lookups';
import { useSubmissionKey } from '../../hooks/submission-key';
import { ItemFields } from './item-fields';
import { emptyItemForm, ITEM_FORM_FIELDS, toCreateInput, type ItemFormValues } from './item-form-values';
import { LocationDialog } from './location-dialog';
import { SupplierDialog } from './supplier-dialog';
import { inventoryText } from '@/web/features/inventory/i18n';

const asType = (value: string | null): ItemType =>
  (ITEM_TYPES as readonly string[]).includes(value ?? '') ? (value as ItemType) : 'input';

export function AddItemPage({ farmId }: { farmId?: string }) {
  useDocumentTitle(inventoryText.t('addInventoryItem'));
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const backTo = farmId && params.get('from') === 'inputs' ? paths.farmer.farmInputs(farmId) : undefined;
  const listPath = backTo ?? (farmId ? paths.farmer.farmInventory(farmId) : paths.farmer.farms);
  const form = useForm<ItemFormValues>({ defaultValues: emptyItemForm(asType(params.get('type'))) });
  const [banner, setBanner] = useState<string | null>(null);
  // An item past the owner's package limit shows the upgrade prompt (docs/product/packages.md).
  const upgrade = useUpgradePrompt();
  const [supplierOpen, setSupplierOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const locations = useFarmLocations(farmId);
  const suppliers = useFarmSuppliers(farmId);
  const farm = useFarm(farmId);
  const [pickSupplier, setPickSupplier] = useState<string | null>(null);
  const [pickLocation, setPickLocation] = useState<string | null>(null);
  const submission = useSubmissionKey();
  const create = useMutation({
    mutationFn: (input: NewItemInput) =>
      createInventoryItem(api, farmId, input, { idempotencyKey: submission.keyFor(input) }),
  });
  const itemType = useWatch({ control: form.control, name: 'item_type' });

  // One storage location is the only choice: choose it.
  const only = locations.data?.length === 1 ? locations.data[0]!.id : null;
  useEffect(() => {
    if (only && !form.getValues('storage_location_id')) form.setValue('storage_location_id', only);
  }, [only, form]);
  // A supplier made in the quick dialog is selected once its option is on screen.
  useEffect(() => {
    if (pickSupplier && suppliers.data?.some((s) => s.id === pickSupplier)) {
      form.setValue('supplier_id', pickSupplier, { shouldDirty: true });
      setPickSupplier(null);
    }
  }, [pickSupplier, suppliers.data, form]);

  // Likewise a location made in place; the rest of the form is untouched.
  useEffect(() => {
    if (pickLocation && locations.data?.some((l) => l.id === pickLocation)) {
      form.setValue('storage_location_id', pickLocation, { shouldDirty: true });
      form.clearErrors('storage_location_id');
      setPickLocation(null);
    }
  }, [pickLocation, locations.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    upgrade.clear();
    if (!farmId) return setBanner(apiText.t('farmIdRequired')); // docs/product/inventory.md
    try {
      await create.mutateAsync(toCreateInput(values));
      submission.reset();
      toast.success(apiText.t('inventoryAdded'));
      await client.invalidateQueries({ queryKey: inventoryKeys.all });
      navigate(listPath);
    } catch (error) {
      if (upgrade.handle(error)) return;
      const onFields = showFieldErrors(error, form.setError, ITEM_FORM_FIELDS);
      const clientSide = isApiRequestError(error) && error.code === INVALID_INPUT_CODE;
      if (!(onFields && clientSide)) setBanner(failureMessage(error, apiText.t('inventoryAddError')));
    }
  });

  const cancel = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(listPath);
  };
  const lookupsFailed = locations.isError || suppliers.isError;

  return (
    <section aria-labelledby="add-item-title" className="mx-auto max-w-3xl">
      <h1 id="add-item-title" className="mb-4 text-2xl font-bold">
        {inventoryText.t('addInventoryItem')}
      </h1>
      <div className="card border border-base-300 bg-base-100">
        <form onSubmit={onSubmit} noValidate className="card-body gap-4">
          {banner && <FormAlert kind="error">{banner}</FormAlert>}
          {upgrade.prompt}
          {lookupsFailed && (
            <div className="flex flex-wrap items-center gap-2">
              <FormAlert kind="error">{apiText.t('inventoryFormDataError')}</FormAlert>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void Promise.all([locations.refetch(), suppliers.refetch()])}
              >
                {inventoryText.t('retry')}
              </button>
            </div>
          )}
          <ItemFields
            form={form}
            farmId={farmId ?? ''}
            itemType={itemType}
            locations={locations.data}
            suppliers={suppliers.data}
            currency={farm.data?.currency}
            onAddSupplier={() => setSupplierOpen(true)}
            onAddLocation={farmId ? () => setLocationOpen(true) : undefined}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={create.isPending}>
              {inventoryText.t('cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {inventoryText.t('addItem')}
            </button>
          </div>
        </form>
      </div>
      {locationOpen && farmId && (
        <LocationDialog
          farmId={farmId}
          onClose={() => setLocationOpen(false)}
          onCreated={(location) => {
            setLocationOpen(false);
            setPickLocation(location.id);
          }}
        />
      )}
      {supplierOpen && farmId && (
        <SupplierDialog
          farmId={farmId}
          onClose={() => setSupplierOpen(false)}
          onCreated={(supplier) => {
            setSupplierOpen(false);
            setPickSupplier(supplier.id);
          }}
        />
      )}
    </section>
  );
}
