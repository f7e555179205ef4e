// The list's search box (sent after a short pause in typing) and its filters.
import { useEffect, useState } from 'react';
import {
  FARMER_ACCOUNT_TYPES,
  FARMER_SEARCH_MIN,
  FARMER_STATUSES,
  type FarmerListQuery,
} from '@/shared/contracts/admin-farmers';
import { adminFarmersText as text } from '../i18n';
import { statusLabel, typeLabel } from '../farmer-labels';

export const SEARCH_DEBOUNCE_MS = 300;
const NO_PACKAGE = 'none';

type Option = [value: string, label: string];

/** A filter's drop-down, "Any" first (nothing sent). */
function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: Option[];
  onSelect: (value: string | undefined) => void;
}) {
  return (
    <label className="form-control">
      <span className="label-text text-sm">{props.label}</span>
      <select
        className="select select-bordered select-sm"
        value={props.value ?? ''}
        onChange={(e) => props.onSelect(e.target.value || undefined)}
      >
        <option value="">{text.t('any')}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface Props {
  query: FarmerListQuery;
  packages: { id: string; name: string }[];
  onChange: (changes: Partial<FarmerListQuery>) => void;
  onClear: () => void;
}

export function FarmersFilters({ query, packages, onChange, onClear }: Props) {
  const [typed, setTyped] = useState(query.q ?? '');
  useEffect(() => setTyped(query.q ?? ''), [query.q]);
  useEffect(() => {
    const search = typed.trim();
    // One letter matches too much to be useful; the server refuses it (422), so it is not sent.
    if (search === (query.q ?? '') || (search.length > 0 && search.length < FARMER_SEARCH_MIN)) return;
    const timer = setTimeout(() => onChange({ q: search || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query.q, onChange]);

  const types = FARMER_ACCOUNT_TYPES.map((t): Option => [t, typeLabel(t)]);
  const statuses = FARMER_STATUSES.map((s): Option => [s, statusLabel(s)]);
  const packageOptions: Option[] = [
    [NO_PACKAGE, text.t('noPackage')],
    ...packages.map((p): Option => [p.id, p.name]),
  ];

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <label className="form-control grow basis-64">
        <span className="label-text text-sm">{text.t('search')}</span>
        <input
          type="search"
          className="input input-bordered input-sm"
          placeholder={text.t('searchPlaceholder')}
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <FilterSelect
        label={text.t('type')}
        value={query.type}
        options={types}
        onSelect={(type) => onChange({ type: type as FarmerListQuery['type'] })}
      />
      <FilterSelect
        label={text.t('status')}
        value={query.status}
        options={statuses}
        onSelect={(status) => onChange({ status: status as FarmerListQuery['status'] })}
      />
      <FilterSelect
        label={text.t('package')}
        value={query.package}
        options={packageOptions}
        onSelect={(id) => onChange({ package: id })}
      />
      <label className="form-control">
        <span className="label-text text-sm">{text.t('signedUpFrom')}</span>
        <input
          type="date"
          className="input input-bordered input-sm"
          value={query.signed_up_from ?? ''}
          onChange={(e) => onChange({ signed_up_from: e.target.value || undefined })}
        />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{text.t('signedUpTo')}</span>
        <input
          type="date"
          className="input input-bordered input-sm"
          value={query.signed_up_to ?? ''}
          onChange={(e) => onChange({ signed_up_to: e.target.value || undefined })}
        />
      </label>
      <label className="form-control">
        <span className="label-text text-sm">{text.t('sort')}</span>
        <select
          className="select select-bordered select-sm"
          value={query.sort ?? 'newest'}
          onChange={(e) => onChange({ sort: e.target.value === 'name' ? 'name' : undefined })}
        >
          <option value="newest">{text.t('sortNewest')}</option>
          <option value="name">{text.t('sortName')}</option>
        </select>
      </label>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        {text.t('clearFilters')}
      </button>
    </div>
  );
}
