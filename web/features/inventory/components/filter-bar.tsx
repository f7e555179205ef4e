// SPEC §2.5 filters: Type, Category (the type's choices once a type is chosen, else all), Location, Status and a
// search over name, category and supplier (debounced; the server searches). Any filter on shows an Active badge
// and a Reset button (filtersActive).
import { useEffect, useRef, useState } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { ALL_CATEGORIES, ITEM_STATUSES, ITEM_TYPES } from '@/shared/contracts/inventory';
import { filtersActive, type InventoryFilters } from '@/shared/inventory/filters';
import { categoriesFor } from '@/shared/inventory/rules';
import { Badge } from '@/shared/ui/badge';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { STATUS_LABELS, TYPE_LABELS } from '../format';
import { useDebounced } from '../hooks/use-debounced';
import type { FilterKey } from '../hooks/use-url-filters';

export interface FilterBarProps {
  filters: InventoryFilters;
  onChange: (key: FilterKey, value: string) => void;
  onReset: () => void;
  /** Location choices; left out where a screen has no location filter. */
  locations?: { value: string; label: string }[];
  /** A screen fixed to one type (farm inputs) shows no Type filter. */
  showType?: boolean;
  statuses?: readonly (typeof ITEM_STATUSES)[number][];
}

const all = (label: string) => ({ value: '', label });

export function FilterBar({
  filters,
  onChange,
  onReset,
  locations,
  showType = true,
  statuses = ITEM_STATUSES,
}: FilterBarProps) {
  const [text, setText] = useState(filters.search ?? '');
  const settled = useDebounced(text, 300);
  const latest = useRef({ search: filters.search ?? '', onChange });
  useEffect(() => {
    latest.current = { search: filters.search ?? '', onChange };
  });
  useEffect(() => {
    if (settled !== latest.current.search) latest.current.onChange('search', settled);
  }, [settled]);

  const categories = filters.type ? categoriesFor(filters.type) : ALL_CATEGORIES;
  const active = filtersActive(showType ? filters : { ...filters, type: '' });
  const reset = () => {
    setText('');
    onReset();
  };

  return (
    <section aria-label="Filters" className="mb-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        {showType && (
          <SelectField
            label="Type"
            value={filters.type ?? ''}
            onChange={(e) => onChange('type', e.target.value)}
            options={[all('All types'), ...ITEM_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))]}
          />
        )}
        <SelectField
          label="Category"
          value={filters.category ?? ''}
          onChange={(e) => onChange('category', e.target.value)}
          options={[all('All categories'), ...categories.map((c) => ({ value: c, label: c }))]}
        />
        {locations && (
          <SelectField
            label="Location"
            value={filters.location_id ?? ''}
            onChange={(e) => onChange('location_id', e.target.value)}
            options={[all('All locations'), ...locations]}
          />
        )}
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => onChange('status', e.target.value)}
          options={[all('All statuses'), ...statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
        />
        <div className="relative sm:col-span-2">
          <TextField
            label="Search"
            type="search"
            placeholder="Name, category or supplier"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pl-9"
          />
          <Search
            className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-base-content/50"
            aria-hidden="true"
          />
        </div>
      </div>
      {active && (
        <div className="mt-3 flex items-center gap-2">
          <Badge variant="primary" size="sm">
            Active
          </Badge>
          <button type="button" className="btn btn-ghost btn-xs" onClick={reset}>
            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
            Reset
          </button>
        </div>
      )}
    </section>
  );
}
