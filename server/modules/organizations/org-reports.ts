// GET /api/org/reports (docs/product/organizations.md "Reports"): every sharing farm's shared figures for one
// period, side by side, and the money totals per currency (two currencies are never added). A figure the owner
// does not share is absent from its farm, as on the dashboard; a farm that left is gone from the next answer.
import type {
  OrgCurrencyTotal,
  OrgReport,
  OrgReportFarm,
  ParsedOrgReportQuery,
} from '@/shared/contracts/organizations';
import { ORG_REPORT_ERRORS } from '@/shared/contracts/organizations';
import type { Database } from '@/server/db/client';
import { fieldError } from '@/server/lib/http-error';
import { addMonths } from '@/server/modules/budgets/budget-period';
import type { OrganizationRow } from './organization-account';
import { sharingLinks, stockFigures, type StockFigures } from './org-dashboard';
import { cropSummaries, moneySummaries, type Period } from './shared-figures';

const MAX_YEARS = 5;

/**
 * The period's days. The organization's farms may sit in different timezones, so "today" is the UTC day: every
 * farm is compared over the same dates.
 */
export function orgReportPeriod(query: ParsedOrgReportQuery, now: Date): Period {
  const today = now.toISOString().slice(0, 10);
  const period =
    query.period === 'custom'
      ? { from: query.from!, to: query.to! }
      : {
          from: query.period === 'year' ? `${today.slice(0, 4)}-01-01` : `${today.slice(0, 7)}-01`,
          to: today,
        };
  if (period.from > period.to) throw fieldError('to', ORG_REPORT_ERRORS.fromAfterTo);
  if (addMonths(period.from, 12 * MAX_YEARS) <= period.to)
    throw fieldError('from', ORG_REPORT_ERRORS.tooLong);
  return period;
}

function currencyTotals(farms: OrgReportFarm[]): OrgCurrencyTotal[] {
  const totals = new Map<string, OrgCurrencyTotal>();
  for (const farm of farms) {
    if (!farm.money_summary) continue;
    const total = totals.get(farm.currency) ?? {
      currency: farm.currency,
      farm_count: 0,
      income_minor: 0,
      expense_minor: 0,
      profit_minor: 0,
    };
    total.farm_count += 1;
    total.income_minor += farm.money_summary.income_minor;
    total.expense_minor += farm.money_summary.expense_minor;
    total.profit_minor += farm.money_summary.profit_minor;
    totals.set(farm.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export async function orgReport(
  db: Database,
  organization: OrganizationRow,
  query: ParsedOrgReportQuery,
  now: Date,
): Promise<OrgReport> {
  const period = orgReportPeriod(query, now);
  const links = await sharingLinks(db, organization.id);
  const sharing = (...shares: OrgReportFarm['shares']) =>
    links.filter((link) => shares.some((share) => link.shares.includes(share))).map((link) => link.farmId);
  const stockFarms = sharing('stock_value', 'low_stock_count', 'expiring_count');
  const stock =
    stockFarms.length > 0
      ? await stockFigures(db, stockFarms, now.toISOString().slice(0, 10))
      : new Map<string, StockFigures>();
  const money = await moneySummaries(db, sharing('money_summary'), period);
  const crops = await cropSummaries(db, sharing('crop_summary'), period);

  const farms = links.map((link): OrgReportFarm => {
    const shares = link.shares;
    const has = (share: OrgReportFarm['shares'][number]) => shares.includes(share);
    const figures = stock.get(link.farmId) ?? { stockValue: 0, lowStock: 0, expiring: 0 };
    return {
      farm_id: link.farmId,
      farm_name: link.farmName,
      currency: link.currency,
      shares,
      ...(has('stock_value') ? { stock_value: figures.stockValue } : {}),
      ...(has('low_stock_count') ? { low_stock_count: figures.lowStock } : {}),
      ...(has('expiring_count') ? { expiring_count: figures.expiring } : {}),
      ...(has('money_summary') ? { money_summary: money.get(link.farmId) } : {}),
      ...(has('crop_summary') ? { crop_summary: crops.get(link.farmId) } : {}),
    };
  });
  return {
    organization: { id: organization.id, name: organization.name },
    period: query.period,
    ...period,
    generated_at: now.toISOString(),
    farms,
    currencies: currencyTotals(farms),
  };
}
