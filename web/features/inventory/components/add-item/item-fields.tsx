// The fields of docs/product/inventory.md in reading order: what it is, how much and where, who supplies it, the type's own
// section, stock levels and dates, and a description. Categories follow the type (docs/product/inventory.md).
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StorageLocation } from '@/shared/api/storage-locations';
import type { Supplier } from '@/shared/api/suppliers';
import { ITEM_TYPES, type ItemType } from '@/shared/contracts/inventory';
import { categoriesFor } from '@/shared/inventory/rules';
import { categoryLabel, typeLabel } from '@/shared/inventory/labels';
import { Field } from '@/web/components/form/field';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import type { ItemFormValues } from './item-form-values';
import { LocationField, SupplierField } from './lookup-fields';
import { EquipmentSection, StockSection } from './type-sections';
import { inventoryText } from '@/web/features/inventory/i18n';

export interface ItemFieldsProps {
  form: UseFormReturn<ItemFormValues>;
  farmId: string;
  itemType: ItemType;
  locations?: StorageLocation[];
  suppliers?: Supplier[];
  currency?: string;
  onAddSupplier: () => void;
  /** Opens the in-place storage location dialog (shown when the farm has none). */
  onAddLocation?: () => void;
}

export function ItemFields({
  form,
  farmId,
  itemType,
  locations,
  suppliers,
  currency,
  onAddSupplier,
  onAddLocation,
}: ItemFieldsProps) {
  const { errors } = form.formState;
  const categories = categoriesFor(itemType);

  // A category of the previous type is not a choice of this one.
  useEffect(() => {
    const current = form.getValues('category');
    if (current && !categories.includes(current)) form.setValue('category', '');
  }, [categories, form]);

  const number = (name: 'quantity' | 'reorder_level' | 'max_level', label: string, hint?: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      hint={hint}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={inventoryText.t('itemType')}
        options={ITEM_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))}
        error={errors.item_type?.message}
        {...form.register('item_type')}
      />
      <TextField label={inventoryText.t('name')} error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label={inventoryText.t('category')}
        options={[
          { value: '', label: inventoryText.t('chooseCategory') },
          ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
        ]}
        error={errors.category?.message}
        {...form.register('category')}
      />
      {number('quantity', inventoryText.t('quantity'))}
      <LocationField form={form} farmId={farmId} locations={locations} onAdd={onAddLocation} />
      <SupplierField form={form} suppliers={suppliers} onAdd={onAddSupplier} />

      {itemType === 'equipment' ? (
        <EquipmentSection form={form} />
      ) : (
        <StockSection form={form} currency={currency} />
      )}

      {number('reorder_level', inventoryText.t('reorderLevel'), inventoryText.t('optionalBelowThisTheItem'))}
      {number('max_level', inventoryText.t('maximumLevel'), inventoryText.t('optionalAboveThisTheItem'))}
      <TextField
        label={inventoryText.t('expiryDate')}
        type="date"
        hint={inventoryText.t('optional')}
        error={errors.expiry_date?.message}
        {...form.register('expiry_date')}
      />
      <Field
        label={inventoryText.t('description')}
        hint={inventoryText.t('optional')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="textarea w-full"
            {...form.register('description')}
          />
        )}
      </Field>
    </div>
  );
}
