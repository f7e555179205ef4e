// A report's period and farms live in the address (?period=year&scope=all), so a report can be bookmarked, shared
// with a colleague and reloaded as it was.
import { useSearchParams } from 'react-router-dom';
import {
  REPORT_PERIODS,
  REPORT_SCOPES,
  type ReportPeriod,
  type ReportQuery,
  type ReportScopeName,
} from '@/shared/contracts/reports';

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** What the address asks for; a custom period waits for both dates before it is asked of the server. */
export function useReportQuery(): [ReportQuery, (next: ReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query: ReportQuery = {
    period: oneOf<ReportPeriod>(REPORT_PERIODS, params.get('period'), 'month'),
    scope: oneOf<ReportScopeName>(REPORT_SCOPES, params.get('scope'), 'farm'),
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    season: params.get('season') ?? undefined,
  };
  const setQuery = (next: ReportQuery) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out, { replace: true });
  };
  return [query, setQuery];
}

/** Whether the query is complete enough to ask for (a custom period needs both dates, a season its name). */
export function isAskable(query: ReportQuery): boolean {
  if (query.period === 'custom') return Boolean(query.from && query.to && query.from <= query.to);
  if (query.period === 'season') return Boolean(query.season);
  return true;
}
