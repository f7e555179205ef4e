// docs/product/inventory.md type-specific sections: equipment has manufacturer, model number, serial number, purchase date and
// warranty expiration; inputs and products have a unit (docs/product/inventory.md units) and a unit cost (minimum 0, step 0.01).
import type { UseFormReturn } from 'react-hook-form';
import { UNITS } from '@/shared/contracts/inventory';
import { unitLabel } from '@/shared/inventory/labels';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import type { ItemFormValues } from './item-form-values';
import { inventoryText } from '@/web/features/inventory/i18n';

type Props = { form: UseFormReturn<ItemFormValues>; currency?: string };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-box border border-base-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function StockSection({ form, currency }: Props) {
  const { errors } = form.formState;
  return (
    <Section title={inventoryText.t('unitAndCost')}>
      <SelectField
        label={inventoryText.t('unit')}
        // No blank choice: the form starts on kg (emptyItemForm), and a unit is never required (docs/product/inventory.md).
        options={UNITS.map((u) => ({ value: u, label: unitLabel(u) }))}
        error={errors.unit?.message}
        {...form.register('unit')}
      />
      <TextField
        label={inventoryText.t('unitCost')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        hint={currency ? inventoryText.t('optionalInCurrency', { currency }) : inventoryText.t('optional')}
        error={errors.unit_cost?.message}
        {...form.register('unit_cost')}
      />
      <TextField
        label={inventoryText.t('salePrice')}
        inputMode="decimal"
        hint={currency ? inventoryText.t('optionalInCurrency', { currency }) : inventoryText.t('optional')}
        error={errors.sale_price_minor?.message}
        {...form.register('sale_price_minor')}
      />
      <TextField
        label={inventoryText.t('skuOrBarcode')}
        hint={inventoryText.t('skuHint')}
        autoComplete="off"
        error={errors.sku?.message}
        {...form.register('sku')}
      />
      <TextField
        label={inventoryText.t('purchaseDate')}
        type="date"
        hint={inventoryText.t('optional')}
        error={errors.purchase_date?.message}
        {...form.register('purchase_date')}
      />
    </Section>
  );
}

export function EquipmentSection({ form }: Props) {
  const { errors } = form.formState;
  const text = (name: 'manufacturer' | 'model_number' | 'serial_number', label: string) => (
    <TextField
      label={label}
      hint={inventoryText.t('optional')}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <Section title={inventoryText.t('equipmentDetails')}>
      {text('manufacturer', inventoryText.t('manufacturer'))}
      {text('model_number', inventoryText.t('modelNumber'))}
      {text('serial_number', inventoryText.t('serialNumber'))}
      <TextField
        label={inventoryText.t('purchaseDate')}
        type="date"
        hint={inventoryText.t('optional')}
        error={errors.purchase_date?.message}
        {...form.register('purchase_date')}
      />
      <TextField
        label={inventoryText.t('warrantyExpiration')}
        type="date"
        hint={inventoryText.t('optional')}
        error={errors.warranty_expiration?.message}
        {...form.register('warranty_expiration')}
      />
    </Section>
  );
}
