// docs/product/inventory.md filters: Type, Category (the type's choices once a type is chosen, else all), Location, Status and a
// search over name, category and supplier (debounced; the server searches). Any filter on shows an Active badge
// and a Reset button (filtersActive). Shared by the web app's inventory screens and the <farm-inventory> widget.
import { useEffect, useRef, useState } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { ALL_CATEGORIES, ITEM_STATUSES, ITEM_TYPES } from '@/shared/contracts/inventory-enums';
import { filtersActive, type InventoryFilters } from '@/shared/inventory/filters';
import { categoriesFor } from '@/shared/inventory/rules';
import { Badge } from '@/shared/ui/badge';
import { categoryLabel, statusLabel, typeLabel } from '@/shared/inventory/labels';
import { LabelledControl, SelectControl } from './select-control';
import { useDebounced } from './use-debounced';
import { uiText } from '@/shared/ui/i18n';

export type FilterKey = keyof InventoryFilters;

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
    <section
      aria-label={uiText.t('filters')}
      className="mb-4 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        {showType && (
          <SelectControl
            label={uiText.t('type')}
            value={filters.type ?? ''}
            onChange={(value) => onChange('type', value)}
            options={[
              all(uiText.t('allTypes')),
              ...ITEM_TYPES.map((t) => ({ value: t, label: typeLabel(t) })),
            ]}
          />
        )}
        <SelectControl
          label={uiText.t('category')}
          value={filters.category ?? ''}
          onChange={(value) => onChange('category', value)}
          options={[
            all(uiText.t('allCategories')),
            ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
          ]}
        />
        {locations && (
          <SelectControl
            label={uiText.t('location')}
            value={filters.location_id ?? ''}
            onChange={(value) => onChange('location_id', value)}
            options={[all(uiText.t('allLocations')), ...locations]}
          />
        )}
        <SelectControl
          label={uiText.t('status')}
          value={filters.status ?? ''}
          onChange={(value) => onChange('status', value)}
          options={[
            all(uiText.t('allStatuses')),
            ...statuses.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <div className="relative sm:col-span-2">
          <LabelledControl label={uiText.t('search')}>
            {(id) => (
              <input
                id={id}
                type="search"
                placeholder={uiText.t('nameCategoryOrSupplier')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="input w-full pl-9"
              />
            )}
          </LabelledControl>
          <Search
            className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-base-content/50"
            aria-hidden="true"
          />
        </div>
      </div>
      {active && (
        <div className="mt-3 flex items-center gap-2">
          <Badge variant="primary" size="sm">
            {uiText.t('active')}
          </Badge>
          <button type="button" className="btn btn-ghost btn-xs" onClick={reset}>
            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
            {uiText.t('reset')}
          </button>
        </div>
      )}
    </section>
  );
}
