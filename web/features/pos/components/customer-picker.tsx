// Who buys (docs/product/point-of-sale.md): a walk-in by default, or a customer of the farm found by name or
// phone (the customers' search). Offline, only a walk-in: the customers cannot be searched.
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchCustomers, type Customer } from '@/shared/api/pos';
import { useApi } from '@/web/lib/api';
import { posText } from '../i18n';

export interface PickedCustomer {
  id: string;
  name: string;
  phone: string | null;
}

export function CustomerPicker({
  farmId,
  value,
  online,
  onChange,
}: {
  farmId: string;
  value: PickedCustomer | null;
  online: boolean;
  onChange: (customer: PickedCustomer | null) => void;
}) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useQuery({
    queryKey: ['pos', farmId, 'customers', q],
    queryFn: ({ signal }) => searchCustomers(api, farmId, q, signal),
    enabled: online && q.length > 0,
    retry: false,
  });

  if (value)
    return (
      <div className="flex items-center justify-between gap-2">
        <span>
          {posText.t('customer')}: <strong>{value.name}</strong>
        </span>
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => onChange(null)}>
          {posText.t('walkIn')}
        </button>
      </div>
    );

  return (
    <div className="flex flex-col gap-1">
      <label className="input input-bordered flex min-h-11 items-center gap-2">
        <span className="text-sm">{posText.t('customer')}</span>
        <input
          type="search"
          className="grow"
          disabled={!online}
          aria-label={posText.t('searchCustomers')}
          placeholder={online ? posText.t('customerPlaceholder') : posText.t('walkIn')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {!online && <p className="text-sm">{posText.t('customersOffline')}</p>}
      {online && q && found.data && (
        <ul className="menu bg-base-200 rounded-box">
          {found.data.length === 0 && <li className="p-2 text-sm">{posText.t('noCustomers')}</li>}
          {found.data.slice(0, 6).map((c: Customer) => (
            <li key={c.id}>
              <button
                type="button"
                className="min-h-11"
                aria-label={posText.t('chooseCustomer', { name: c.name })}
                onClick={() => {
                  onChange({ id: c.id, name: c.name, phone: c.phone });
                  setSearch('');
                }}
              >
                {c.name} {c.phone && <span className="text-base-content/60">{c.phone}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
