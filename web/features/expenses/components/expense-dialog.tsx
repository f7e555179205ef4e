// Adding or editing an expense (docs/product/expenses.md): category (or a new one, added inline), supplier,
// description, amount and its tax part, date, payment method, reference, what it was spent on, "this bought
// stock" (new expenses only: the store receives the item in the same write), and the receipt file.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Expense } from '@/shared/api/expenses';
import { PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { isApiRequestError } from '@/shared/api/errors';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { categoryName, methodName } from '../category-names';
import {
  useAllocationOptions,
  useCreateCategory,
  useExpenseCategories,
  useSaveExpense,
} from '../hooks/use-expenses';
import { expensesText } from '../i18n';
import { Modal } from '@/web/components/modal';
import { ReceiptBox } from './receipt-box';

const t = expensesText.t;
const NEW_CATEGORY = '__new__';

export interface ExpenseDialogProps {
  farmId: string;
  /** The farm's today (YYYY-MM-DD): the form's default date and the latest it takes. */
  today: string;
  expense?: Expense | null;
  onClose: () => void;
}

interface Values {
  category_id: string;
  new_category: string;
  supplier_id: string;
  description: string;
  amount: string;
  tax: string;
  spent_on: string;
  payment_method: string;
  reference: string;
  crop_id: string;
  field_id: string;
  item_id: string;
  bought_stock: boolean;
  stock_item_id: string;
  stock_quantity: string;
  stock_unit_cost: string;
}

function initialValues(expense: Expense | null | undefined, today: string): Values {
  return {
    category_id: expense?.category.id ?? '',
    new_category: '',
    supplier_id: expense?.supplier?.id ?? '',
    description: expense?.description ?? '',
    amount: expense ? amountText(expense.amount_minor) : '',
    tax: expense ? amountText(expense.tax_minor) : '0',
    spent_on: expense?.spent_on ?? today,
    payment_method: expense?.payment_method ?? 'cash',
    reference: expense?.reference ?? '',
    crop_id: expense?.crop?.id ?? '',
    field_id: expense?.field?.id ?? '',
    item_id: expense?.item?.id ?? '',
    bought_stock: false,
    stock_item_id: '',
    stock_quantity: '',
    stock_unit_cost: '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function ExpenseDialog({ farmId, today, expense, onClose }: ExpenseDialogProps) {
  const [values, setValues] = useState(() => initialValues(expense, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const categories = useExpenseCategories(farmId);
  const options = useAllocationOptions(farmId);
  const save = useSaveExpense(farmId, expense?.id ?? null);
  const addCategory = useCreateCategory(farmId);
  const busy = save.isPending || addCategory.isPending;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const amount = parseAmount(values.amount);
    const tax = parseAmount(values.tax || '0');
    if (amount === null || amount <= 0) found.amount_minor = t('enterAmount');
    if (tax === null) found.tax_minor = t('enterTax');
    const quantity = Number(values.stock_quantity);
    if (values.bought_stock && !(quantity > 0)) found['stock.quantity'] = t('enterQuantity');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      let categoryId = values.category_id;
      if (categoryId === NEW_CATEGORY) {
        categoryId = (await addCategory.mutateAsync(values.new_category.trim())).category.id;
        set('category_id', categoryId);
      }
      const fields = {
        category_id: categoryId,
        supplier_id: orNull(values.supplier_id),
        description: values.description,
        amount_minor: amount!,
        tax_minor: tax!,
        spent_on: values.spent_on,
        payment_method: values.payment_method as (typeof PAYMENT_METHODS)[number],
        reference: orNull(values.reference),
        crop_id: orNull(values.crop_id),
        field_id: orNull(values.field_id),
        item_id: values.bought_stock ? null : orNull(values.item_id),
      };
      const unitCost = parseAmount(values.stock_unit_cost);
      const stock = values.bought_stock
        ? { item_id: values.stock_item_id, quantity, unit_cost_minor: unitCost }
        : null;
      await save.mutateAsync(expense ? { update: fields } : { create: { ...fields, stock } });
      onClose();
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors) {
        const byField: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          if (messages[0]) byField[field] = localizeApiMessage(messages[0]);
        setErrors(byField);
      }
      setFormError(failureMessage(error, t('couldNotSave')));
    }
  }

  const categoryList = (categories.data ?? []).filter((c) => !c.archived || c.id === values.category_id);
  const stockItems = options.items.filter((item) => item.type !== 'equipment');

  return (
    <Modal title={expense ? t('editExpense') : t('addExpense')} onClose={onClose} busy={busy} wide>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field label={t('category')} error={errors.category_id}>
          {(id) => (
            <select
              id={id}
              className="select select-bordered w-full"
              required
              value={values.category_id}
              onChange={(e) => set('category_id', e.target.value)}
            >
              <option value="" disabled>
                {t('category')}
              </option>
              {categoryList.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryName(c)}
                </option>
              ))}
              <option value={NEW_CATEGORY}>{t('newCategory')}…</option>
            </select>
          )}
        </Field>
        {values.category_id === NEW_CATEGORY ? (
          <Field label={t('newCategoryName')} error={errors.name}>
            {(id) => (
              <input
                id={id}
                className="input input-bordered w-full"
                maxLength={60}
                required
                value={values.new_category}
                onChange={(e) => set('new_category', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field label={t('supplier')} error={errors.supplier_id}>
            {(id) => (
              <Picker
                id={id}
                value={values.supplier_id}
                options={options.suppliers}
                onChange={(v) => set('supplier_id', v)}
              />
            )}
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field label={t('description')} error={errors.description}>
            {(id) => (
              <input
                id={id}
                className="input input-bordered w-full"
                maxLength={200}
                required
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={t('amount')} error={errors.amount_minor}>
          {(id) => (
            <input
              id={id}
              className="input input-bordered w-full"
              inputMode="decimal"
              required
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('tax')} error={errors.tax_minor}>
          {(id) => (
            <input
              id={id}
              className="input input-bordered w-full"
              inputMode="decimal"
              value={values.tax}
              onChange={(e) => set('tax', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('date')} error={errors.spent_on}>
          {(id) => (
            <input
              id={id}
              type="date"
              className="input input-bordered w-full"
              max={today}
              required
              value={values.spent_on}
              onChange={(e) => set('spent_on', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('paymentMethod')} error={errors.payment_method}>
          {(id) => (
            <select
              id={id}
              className="select select-bordered w-full"
              value={values.payment_method}
              onChange={(e) => set('payment_method', e.target.value)}
            >
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methodName(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('reference')} error={errors.reference}>
            {(id) => (
              <input
                id={id}
                className="input input-bordered w-full"
                maxLength={100}
                value={values.reference}
                onChange={(e) => set('reference', e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold">{t('allocation')}</legend>
          <Field label={t('crop')} error={errors.crop_id}>
            {(id) => (
              <Picker
                id={id}
                value={values.crop_id}
                options={options.crops}
                onChange={(v) => set('crop_id', v)}
              />
            )}
          </Field>
          <Field label={t('field')} error={errors.field_id}>
            {(id) => (
              <Picker
                id={id}
                value={values.field_id}
                options={options.fields}
                onChange={(v) => set('field_id', v)}
              />
            )}
          </Field>
          {!values.bought_stock && (
            <Field label={t('item')} error={errors.item_id}>
              {(id) => (
                <Picker
                  id={id}
                  value={values.item_id}
                  options={options.items}
                  onChange={(v) => set('item_id', v)}
                />
              )}
            </Field>
          )}
        </fieldset>
        {!expense && (
          <div className="sm:col-span-2">
            <label className="label cursor-pointer justify-start gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={values.bought_stock}
                onChange={(e) => set('bought_stock', e.target.checked)}
              />
              <span>{t('boughtStock')}</span>
            </label>
            {values.bought_stock && (
              <div className="grid gap-3 sm:grid-cols-3">
                <Field label={t('stockItem')} error={errors['stock.item_id'] ?? errors.item_type}>
                  {(id) => (
                    <Picker
                      id={id}
                      value={values.stock_item_id}
                      options={stockItems}
                      onChange={(v) => set('stock_item_id', v)}
                    />
                  )}
                </Field>
                <Field label={t('quantity')} error={errors['stock.quantity'] ?? errors.quantity}>
                  {(id) => (
                    <input
                      id={id}
                      className="input input-bordered w-full"
                      inputMode="decimal"
                      value={values.stock_quantity}
                      onChange={(e) => set('stock_quantity', e.target.value)}
                    />
                  )}
                </Field>
                <Field label={t('unitCost')} error={errors['stock.unit_cost_minor']}>
                  {(id) => (
                    <input
                      id={id}
                      className="input input-bordered w-full"
                      inputMode="decimal"
                      value={values.stock_unit_cost}
                      onChange={(e) => set('stock_unit_cost', e.target.value)}
                    />
                  )}
                </Field>
              </div>
            )}
          </div>
        )}
        {expense && (
          <div className="sm:col-span-2">
            <ReceiptBox farmId={farmId} expense={expense} />
          </div>
        )}
        {formError && (
          <p role="alert" className="text-error sm:col-span-2">
            {formError}
          </p>
        )}
        <div className="modal-action sm:col-span-2">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="form-control">
      <label htmlFor={id} className="label">
        <span className="label-text">{label}</span>
      </label>
      {children(id)}
      {error && <p className="mt-1 text-sm text-error">{error}</p>}
    </div>
  );
}

function Picker(props: {
  id: string;
  value: string;
  options: { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      id={props.id}
      className="select select-bordered w-full"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{t('none')}</option>
      {props.options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
