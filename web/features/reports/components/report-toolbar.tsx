// The period and farm pickers every report shares (docs/product/reports.md "Period and farms").
import type { ReportPeriod, ReportQuery, ReportScopeName } from '@/shared/contracts/reports';
import { useReportSeasons } from '../hooks/use-report';
import { reportsText, type ReportsTextKey } from '../i18n';

const t = reportsText.t;
const PERIODS: { value: ReportPeriod; label: ReportsTextKey }[] = [
  { value: 'month', label: 'thisMonth' },
  { value: 'season', label: 'season' },
  { value: 'year', label: 'thisYear' },
  { value: 'custom', label: 'custom' },
];
const SCOPES: { value: ReportScopeName; label: ReportsTextKey }[] = [
  { value: 'farm', label: 'thisFarm' },
  { value: 'all', label: 'allMyFarms' },
];

export function ReportToolbar({
  farmId,
  query,
  onChange,
}: {
  farmId: string;
  query: ReportQuery;
  onChange: (next: ReportQuery) => void;
}) {
  const seasons = useReportSeasons(farmId, query.period === 'season');
  const set = (patch: Partial<ReportQuery>) => onChange({ ...query, ...patch });
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="report-toolbar">
      <label className="form-control">
        <span className="label-text">{t('period')}</span>
        <select
          className="select select-bordered select-sm"
          value={query.period}
          onChange={(e) => set({ period: e.target.value as ReportPeriod })}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {t(p.label)}
            </option>
          ))}
        </select>
      </label>
      {query.period === 'season' && (
        <label className="form-control">
          <span className="label-text">{t('season')}</span>
          <select
            className="select select-bordered select-sm"
            value={query.season ?? ''}
            onChange={(e) => set({ season: e.target.value || undefined })}
          >
            <option value="">{seasons.data?.length === 0 ? t('noSeasons') : t('chooseSeason')}</option>
            {(seasons.data ?? []).map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </label>
      )}
      {query.period === 'custom' && (
        <>
          <label className="form-control">
            <span className="label-text">{t('from')}</span>
            <input
              type="date"
              className="input input-bordered input-sm"
              value={query.from ?? ''}
              max={query.to}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </label>
          <label className="form-control">
            <span className="label-text">{t('to')}</span>
            <input
              type="date"
              className="input input-bordered input-sm"
              value={query.to ?? ''}
              min={query.from}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          </label>
        </>
      )}
      <label className="form-control">
        <span className="label-text">{t('farms')}</span>
        <select
          className="select select-bordered select-sm"
          value={query.scope}
          onChange={(e) => set({ scope: e.target.value as ReportScopeName })}
        >
          {SCOPES.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
