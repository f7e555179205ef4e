// The organization report's period: this month, this year, or two dates (docs/product/organizations.md "Reports").
import type { OrgReportQuery } from '@/shared/api/organizations';
import { ORG_REPORT_PERIODS } from '@/shared/contracts/organizations';
import { organizationsText } from '../i18n';

const t = organizationsText.t;
type Period = (typeof ORG_REPORT_PERIODS)[number];
const LABELS = { month: 'periodMonth', year: 'periodYear', custom: 'periodCustom' } as const satisfies Record<
  Period,
  string
>;

export function OrgReportPeriod({
  query,
  onChange,
}: {
  query: OrgReportQuery;
  onChange: (next: OrgReportQuery) => void;
}) {
  const set = (patch: Partial<OrgReportQuery>) => onChange({ ...query, ...patch });
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <label className="form-control">
        <span className="label-text">{t('period')}</span>
        <select
          className="select select-bordered select-sm"
          value={query.period ?? 'month'}
          onChange={(e) => set({ period: e.target.value as Period })}
        >
          {ORG_REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(LABELS[period])}
            </option>
          ))}
        </select>
      </label>
      {query.period === 'custom' && (
        <>
          <label className="form-control">
            <span className="label-text">{t('fromDate')}</span>
            <input
              type="date"
              className="input input-bordered input-sm"
              value={query.from ?? ''}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          </label>
          <label className="form-control">
            <span className="label-text">{t('toDate')}</span>
            <input
              type="date"
              className="input input-bordered input-sm"
              value={query.to ?? ''}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          </label>
        </>
      )}
    </div>
  );
}
