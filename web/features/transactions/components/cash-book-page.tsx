// /farmer/finances/transactions: the farm's cash book (docs/product/cash-book.md). Every income and expense,
// newest first, with the farm's balance right after each (the whole book's, whatever the filters), the period's
// figures, filters, paging by the server's keyset cursor (Older / Newer, so a deep page is as quick as the
// first), links to the sale, expense or contributor an entry came from, and the same entries as CSV.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import type { CashBookFilter, CashEntry } from '@/shared/api/transactions';
import { CASH_DIRECTIONS, CASH_SOURCES, PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useCashBookPage, useCashBookSummary, useDisplay } from '../hooks/use-cash-book';
import { transactionsText } from '../i18n';
import { methodName, sourceName } from '../labels';

const t = transactionsText.t;
const PER_PAGE = 25;
const IN = 'in' as const;
const OUT = 'out' as const;

interface Filters {
  direction: string;
  source: string;
  category: string;
  payment_method: string;
  from: string;
  to: string;
  q: string;
}
const NO_FILTERS: Filters = {
  direction: '',
  source: '',
  category: '',
  payment_method: '',
  from: '',
  to: '',
  q: '',
};

export interface CashBookPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
}

const filterOf = (f: Filters, q: string, category: string): CashBookFilter => ({
  direction: (f.direction || undefined) as CashBookFilter['direction'],
  source: (f.source || undefined) as CashBookFilter['source'],
  category: category.trim() || undefined,
  payment_method: (f.payment_method || undefined) as CashBookFilter['payment_method'],
  from: f.from || undefined,
  to: f.to || undefined,
  q: q.trim() || undefined,
});

export function CashBookPage({ farmId, farmName, toolbar }: CashBookPageProps) {
  useDocumentTitle(t('cashBook'));
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages before this one: Older pushes, Newer pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const q = useDeferredValue(filters.q);
  const category = useDeferredValue(filters.category);
  const filter = filterOf(filters, q, category);
  const setFilter = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setCursors([]);
  };
  return (
    <>
      <PageHeader
        title={t('cashBook')}
        description={t('cashBookDescription', { farmName })}
        actions={
          <>
            {toolbar}
            <ExportMenu url={listExportPaths.transactions(farmId)} query={filter} fileLabel={t('cashBook')} />
          </>
        }
      />
      <FilterBar filters={filters} onChange={setFilter} />
      <Summary farmId={farmId} filter={filter} />
      <Entries
        farmId={farmId}
        filter={filter}
        before={cursors.at(-1)}
        page={cursors.length + 1}
        filtered={Object.values(filters).some(Boolean)}
        onClear={() => {
          setFilters(NO_FILTERS);
          setCursors([]);
        }}
        onOlder={(cursor) => setCursors((c) => [...c, cursor])}
        onNewer={() => setCursors((c) => c.slice(0, -1))}
      />
    </>
  );
}

type TextKey = Parameters<typeof t>[0];

const directionName = (d: string) => (d === 'income' ? t('moneyIn') : t('moneyOut'));
const SELECTS: {
  key: keyof Filters;
  label: TextKey;
  all: TextKey;
  options: readonly string[];
  name: (v: string) => string;
}[] = [
  { key: 'direction', label: 'direction', all: 'allMoney', options: CASH_DIRECTIONS, name: directionName },
  { key: 'source', label: 'source', all: 'allSources', options: CASH_SOURCES, name: sourceName },
  {
    key: 'payment_method',
    label: 'paymentMethod',
    all: 'allMethods',
    options: PAYMENT_METHODS,
    name: methodName,
  },
];
const INPUTS: { key: keyof Filters; label: TextKey; type: string; placeholder?: TextKey }[] = [
  { key: 'category', label: 'category', type: 'text', placeholder: 'categoryPlaceholder' },
  { key: 'from', label: 'from', type: 'date' },
  { key: 'to', label: 'to', type: 'date' },
  { key: 'q', label: 'search', type: 'search', placeholder: 'searchPlaceholder' },
];

function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (key: keyof Filters, value: string) => void;
}) {
  return (
    <div className="mb-4 grid gap-2 sm:grid-cols-3 lg:grid-cols-7" role="search">
      {SELECTS.map((f) => (
        <label key={f.key} className="form-control">
          <span className="label-text">{t(f.label)}</span>
          <select
            className="select select-bordered select-sm"
            value={filters[f.key]}
            onChange={(e) => onChange(f.key, e.target.value)}
          >
            <option value="">{t(f.all)}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {f.name(o)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {INPUTS.map((f) => (
        <label key={f.key} className="form-control">
          <span className="label-text">{t(f.label)}</span>
          <input
            type={f.type}
            className="input input-bordered input-sm"
            placeholder={f.placeholder ? t(f.placeholder) : undefined}
            value={filters[f.key]}
            onChange={(e) => onChange(f.key, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}

function Summary({ farmId, filter }: { farmId: string; filter: CashBookFilter }) {
  const summary = useCashBookSummary(farmId, filter);
  const show = useDisplay();
  if (!summary.data) return null;
  const s = summary.data;
  const figure = (label: string, minor: number, tone?: 'in' | 'out') => (
    <div className="stat px-4 py-2">
      <div className="stat-title">{label}</div>
      <div
        className={clsx(
          'stat-value text-lg tabular-nums',
          tone === 'in' && 'text-success',
          tone === 'out' && 'text-error',
        )}
      >
        {show.money(minor, s.currency)}
      </div>
    </div>
  );
  return (
    <div
      className="stats stats-vertical mb-4 w-full shadow-sm sm:stats-horizontal"
      aria-label={t('cashBook')}
    >
      {s.opening_balance_minor !== null && figure(t('openingBalance'), s.opening_balance_minor)}
      {figure(t('income'), s.income_minor, IN)}
      {figure(t('expenses'), -s.expense_minor, OUT)}
      {figure(t('net'), s.net_minor)}
      {figure(filter.to ? t('closingBalance') : t('balanceNow'), s.closing_balance_minor)}
      <div className="stat px-4 py-2">
        <div className="stat-title">{t('entriesTitle')}</div>
        <div className="stat-value text-lg tabular-nums">{s.entries}</div>
      </div>
    </div>
  );
}

function EntryLink({ entry }: { entry: CashEntry }) {
  if (entry.sale_id)
    return (
      <Link className="link" to={`${paths.farmer.sales}/${entry.sale_id}`} title={t('openSale')}>
        {entry.description}
      </Link>
    );
  if (entry.expense_id)
    return (
      <Link
        className="link"
        to={`${paths.farmer.expenses}?expense=${entry.expense_id}`}
        title={t('openExpense')}
      >
        {entry.description}
      </Link>
    );
  if (entry.contributor_id)
    return (
      <Link className="link" to={paths.farmer.contributor(entry.contributor_id)} title={t('openContributor')}>
        {entry.description}
      </Link>
    );
  return <>{entry.description}</>;
}

function Entries(props: {
  farmId: string;
  filter: CashBookFilter;
  before?: string;
  page: number;
  filtered: boolean;
  onClear: () => void;
  onOlder: (cursor: string) => void;
  onNewer: () => void;
}) {
  const list = useCashBookPage(props.farmId, { ...props.filter, per_page: PER_PAGE, before: props.before });
  const show = useDisplay();
  if (list.isPending) return <LoadingState label={t('loading')} />;
  if (list.isError) return <ErrorState message={t('failedToLoad')} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0)
    return props.filtered ? (
      <EmptyState
        title={t('noMatch')}
        action={
          <button type="button" className="btn btn-sm" onClick={props.onClear}>
            {t('clearFilters')}
          </button>
        }
      />
    ) : (
      <EmptyState title={t('noEntries')}>{t('noEntriesHelp')}</EmptyState>
    );
  return (
    <>
      <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
        {meta.total !== null && `${t('entries', { count: meta.total })} · `}
        {t('balanceNote')}
      </p>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{t('date')}</th>
              <th>{t('description')}</th>
              <th>{t('category')}</th>
              <th>{t('paymentMethod')}</th>
              <th className="text-right">{t('amount')}</th>
              <th className="text-right">{t('balance')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap">{show.day(entry.occurred_on)}</td>
                <td>
                  <EntryLink entry={entry} />
                  <span className="block text-xs text-base-content/70">
                    {sourceName(entry.source)}
                    {entry.reference ? ` · ${entry.reference}` : ''}
                  </span>
                </td>
                <td>{entry.category}</td>
                <td>{entry.payment_method ? methodName(entry.payment_method) : ''}</td>
                <td
                  className={clsx(
                    'text-right tabular-nums',
                    entry.amount_minor < 0 ? 'text-error' : 'text-success',
                  )}
                >
                  {show.money(entry.amount_minor, entry.currency)}
                </td>
                <td className="text-right tabular-nums">
                  {show.money(entry.balance_after_minor, entry.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('pages')} className="mt-4 flex items-center justify-end gap-2 text-sm">
        <button type="button" className="btn btn-sm" onClick={props.onNewer} disabled={props.page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('newer')}
        </button>
        <span aria-current="page" className="px-2 text-base-content/70">
          {t('pageNumber', { page: props.page })}
        </span>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => meta.next_cursor && props.onOlder(meta.next_cursor)}
          disabled={!meta.next_cursor}
        >
          {t('older')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </nav>
    </>
  );
}
