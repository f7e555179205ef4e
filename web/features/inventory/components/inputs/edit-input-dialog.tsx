// Edit an input's details (docs/product/inventory.md made real; PUT …/{itemId}). The quantity is not here: it changes only
// through stock movements, so the ledger stays complete.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CATEGORIES_BY_TYPE, UNITS, type InventoryItem } from '@/shared/contracts/inventory';
import type { Supplier } from '@/shared/api/suppliers';
import { Spinner } from '@/shared/ui/spinner';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { blankToNull, failureMessage, serverSuccessMessage, showFieldErrors } from '@/shared/api/form-errors';
import { apiText } from '@/shared/api/i18n';
import { categoryLabel, unitLabel } from '@/shared/inventory/labels';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { useFarmSuppliers } from '../../hooks/use-lookups';
import { useUpdateItem } from '../../hooks/use-item-writes';
import { DialogForm } from '../dialogs/dialog-form';
import { Modal } from '../modal';
import { inventoryText } from '@/web/features/inventory/i18n';

const FIELDS = [
  'name',
  'category',
  'unit',
  'unit_cost',
  'sale_price_minor',
  'sku',
  'supplier_id',
  'purchase_date',
  'expiry_date',
  'reorder_level',
  'max_level',
  'description',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const text = (v: string | null | undefined) => v ?? '';

function initialValues(item: InventoryItem): Values {
  return {
    name: item.name,
    category: item.category,
    unit: item.unit,
    unit_cost: item.unit_cost == null ? '' : (item.unit_cost / 100).toFixed(2),
    // Typed in the currency's major units; sent as minor units.
    sale_price_minor: item.sale_price_minor == null ? '' : amountText(item.sale_price_minor),
    sku: text(item.sku),
    supplier_id: text(item.supplier_id),
    purchase_date: text(item.purchase_date),
    expiry_date: text(item.expiry_date),
    reorder_level: text(item.reorder_level),
    max_level: text(item.max_level),
    description: text(item.description),
  };
}

type Props = { item: InventoryItem; onClose: () => void };

/** The form mounts once the suppliers are there, so the select shows the item's supplier from the start. */
export function EditInputDialog({ item, onClose }: Props) {
  const suppliers = useFarmSuppliers(item.farm_id);
  if (suppliers.isPending)
    return (
      <Modal title={inventoryText.t('editName', { name: item.name })} onClose={onClose}>
        <Spinner label={inventoryText.t('loading')} />
      </Modal>
    );
  return <EditForm item={item} onClose={onClose} suppliers={suppliers.data ?? []} />;
}

function EditForm({ item, onClose, suppliers }: Props & { suppliers: Supplier[] }) {
  const form = useForm<Values>({ defaultValues: initialValues(item) });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateItem(item);
  const categories: readonly string[] = CATEGORIES_BY_TYPE.input;
  const categoryOptions = categories.includes(item.category) ? categories : [item.category, ...categories];
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const { message } = await update.mutateAsync({
        name: v.name,
        category: v.category,
        unit: v.unit as (typeof UNITS)[number],
        unit_cost: blankToNull(v.unit_cost),
        sale_price_minor: v.sale_price_minor.trim()
          ? (parseAmount(v.sale_price_minor) ?? v.sale_price_minor)
          : null,
        sku: blankToNull(v.sku),
        supplier_id: blankToNull(v.supplier_id),
        purchase_date: blankToNull(v.purchase_date),
        expiry_date: blankToNull(v.expiry_date),
        reorder_level: blankToNull(v.reorder_level),
        max_level: blankToNull(v.max_level),
        description: blankToNull(v.description),
      });
      toast.success(serverSuccessMessage(message, inventoryText.t('inputUpdated')));
      onClose();
    } catch (failure) {
      if (!showFieldErrors(failure, form.setError, FIELDS))
        setError(failureMessage(failure, apiText.t('inventoryUpdateError')));
    }
  });

  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />
  );
  const optional = inventoryText.t('optional');
  const number = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, hint: optional };
  const date = { type: 'date', hint: optional };
  return (
    <DialogForm
      title={inventoryText.t('editName', { name: item.name })}
      submitLabel={inventoryText.t('saveItem')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={update.isPending}
      error={error}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', inventoryText.t('name'))}
        <SelectField
          label={inventoryText.t('category')}
          options={categoryOptions.map((c) => ({ value: c, label: categoryLabel(c) }))}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <SelectField
          label={inventoryText.t('unit')}
          options={UNITS.map((u) => ({ value: u, label: unitLabel(u) }))}
          error={errors.unit?.message}
          {...form.register('unit')}
        />
        {field('unit_cost', inventoryText.t('unitCost'), {
          ...number,
          hint: inventoryText.t('optionalInCurrency', { currency: item.currency }),
        })}
        {field('sale_price_minor', inventoryText.t('salePrice'), {
          inputMode: 'decimal',
          hint: inventoryText.t('optionalInCurrency', { currency: item.currency }),
        })}
        {field('sku', inventoryText.t('skuOrBarcode'), {
          hint: inventoryText.t('skuHint'),
          autoComplete: 'off',
        })}
        <SelectField
          label={inventoryText.t('supplier')}
          options={[
            { value: '', label: inventoryText.t('noSupplier') },
            ...suppliers.map((s) => ({ value: s.id, label: s.name })),
          ]}
          error={errors.supplier_id?.message}
          {...form.register('supplier_id')}
        />
        {field('purchase_date', inventoryText.t('purchaseDate'), date)}
        {field('expiry_date', inventoryText.t('expiryDate'), date)}
        {field('reorder_level', inventoryText.t('reorderLevel'), number)}
        {field('max_level', inventoryText.t('maximumLevel'), number)}
        {field('description', inventoryText.t('description'), { hint: optional })}
      </div>
    </DialogForm>
  );
}
