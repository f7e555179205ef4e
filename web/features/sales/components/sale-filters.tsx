// The sales list's filters: status, customer, days of sale and a search by receipt number or customer name.
import type { Customer } from '@/shared/contracts/customers';
import { SALE_STATUSES, type SaleStatus } from '@/shared/contracts/money-enums';
import { salesText } from '../i18n';
import { statusLabel } from '../sale-labels';

export interface SaleFilters {
  status: SaleStatus | '';
  customer_id: string;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: SaleFilters = { status: '', customer_id: '', from: '', to: '', q: '' };

export function SaleFiltersBar({
  filters,
  customers,
  onChange,
}: {
  filters: SaleFilters;
  customers: readonly Customer[];
  onChange: (next: SaleFilters) => void;
}) {
  const set = <K extends keyof SaleFilters>(key: K, value: SaleFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3">
      <legend className="sr-only">{salesText.t('filters')}</legend>
      <label className="form-control">
        <span className="label-text text-sm">{salesText.t('search')}</span>
        <input
          type="search"
          className="input input-sm input-bordered"
          placeholder={salesText.t('searchPlaceholder')}
          value={filters.q}
          onChange={(e) => set('q', e.target.value)}
        />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{salesText.t('status')}</span>
        <select
          className="select select-sm select-bordered"
          value={filters.status}
          onChange={(e) => set('status', e.target.value as SaleStatus | '')}
        >
          <option value="">{salesText.t('allStatuses')}</option>
          {SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{salesText.t('customer')}</span>
        <select
          className="select select-sm select-bordered"
          value={filters.customer_id}
          onChange={(e) => set('customer_id', e.target.value)}
        >
          <option value="">{salesText.t('allCustomers')}</option>
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{salesText.t('from')}</span>
        <input
          type="date"
          className="input input-sm input-bordered"
          value={filters.from}
          onChange={(e) => set('from', e.target.value)}
        />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{salesText.t('to')}</span>
        <input
          type="date"
          className="input input-sm input-bordered"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </label>
      {filtered && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(NO_FILTERS)}>
          {salesText.t('clearFilters')}
        </button>
      )}
    </fieldset>
  );
}
