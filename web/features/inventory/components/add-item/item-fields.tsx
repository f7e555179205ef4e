// The fields of docs/product/inventory.md in reading order: what it is, how much and where, who supplies it, the type's own
// section, stock levels and dates, and a description. Categories follow the type (docs/product/inventory.md).
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { StorageLocation } from '@/shared/api/storage-locations';
import type { Supplier } from '@/shared/api/suppliers';
import { ITEM_TYPES, type ItemType } from '@/shared/contracts/inventory';
import { categoriesFor } from '@/shared/inventory/rules';
import { Field } from '@/web/components/form/field';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { TYPE_LABELS } from '@/shared/ui/inventory/labels';
import type { ItemFormValues } from './item-form-values';
import { LocationField, SupplierField } from './lookup-fields';
import { EquipmentSection, StockSection } from './type-sections';

export interface ItemFieldsProps {
  form: UseFormReturn<ItemFormValues>;
  farmId: string;
  itemType: ItemType;
  locations?: StorageLocation[];
  suppliers?: Supplier[];
  currency?: string;
  onAddSupplier: () => void;
}

export function ItemFields({
  form,
  farmId,
  itemType,
  locations,
  suppliers,
  currency,
  onAddSupplier,
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
        label="Item type"
        options={ITEM_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        error={errors.item_type?.message}
        {...form.register('item_type')}
      />
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label="Category"
        options={[
          { value: '', label: 'Choose a category' },
          ...categories.map((c) => ({ value: c, label: c })),
        ]}
        error={errors.category?.message}
        {...form.register('category')}
      />
      {number('quantity', 'Quantity')}
      <LocationField form={form} farmId={farmId} locations={locations} />
      <SupplierField form={form} suppliers={suppliers} onAdd={onAddSupplier} />

      {itemType === 'equipment' ? (
        <EquipmentSection form={form} />
      ) : (
        <StockSection form={form} currency={currency} />
      )}

      {number('reorder_level', 'Reorder level', 'Optional: below this the item shows as low')}
      {number('max_level', 'Maximum level', 'Optional: above this the item shows as excess')}
      <TextField
        label="Expiry date"
        type="date"
        hint="Optional"
        error={errors.expiry_date?.message}
        {...form.register('expiry_date')}
      />
      <Field
        label="Description"
        hint="Optional"
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
