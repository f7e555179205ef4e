// /farmer/reports/crop-performance (docs/product/reports.md "Crop performance"): per crop of the period its
// yield per hectare, its costs against the revenue shared to it, and its plan against what happened. Each chart
// has a table with the same numbers; without a chart kit the tables carry every figure.
import type { ReactNode } from 'react';
import {
  CropPerformanceFiguresSchema,
  type CropPerformanceFigures,
  type CropPerformanceRow,
} from '@/shared/contracts/reports-crop-performance';
import { formatNumber } from '@/shared/i18n/format';
import { formatMoney } from '@/shared/settings/format';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../components/report-page';
import { ReportTable } from '../components/report-table';
import { cropPerformanceText, type CropPerformanceTextKey } from './i18n';

const t = cropPerformanceText.t;
// The charts' fields and colours (not text people read).
const LABEL = 'label';
const PER_HECTARE = { key: 'per_hectare', color: '#2f855a' };
const COST = { key: 'total_cost_minor', color: '#c05621' };
const REVENUE = { key: 'revenue_minor', color: '#2b6cb0' };

const quantity = (value: string | null) => (value === null ? t('none') : formatNumber(Number(value)));
const hectares = (value: string) => formatNumber(Number(value), { maximumFractionDigits: 4 });
const unitName = (unit: string) => t(`unit_${unit}` as CropPerformanceTextKey);
const cropName = (r: CropPerformanceRow) => (r.variety ? `${r.crop_name} ${r.variety}` : r.crop_name);
/** A crop as a chart names it: two plantings of one crop differ by field. */
const cropLabel = (r: CropPerformanceRow) => `${cropName(r)} · ${r.field_name}`;

export interface CropPerformanceReportPageProps {
  farmId: string;
  actions?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

const isEmpty = (r: Report<CropPerformanceFigures>) => r.crops.length === 0;

export function CropPerformanceReportPage({ farmId, actions, chartWidth }: CropPerformanceReportPageProps) {
  return (
    <ReportPage
      kind="crop-performance"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={CropPerformanceFiguresSchema}
      actions={actions}
      isEmpty={isEmpty}
    >
      {(report) => <CropView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

function CropView({ report, chartWidth }: { report: Report<CropPerformanceFigures>; chartWidth?: number }) {
  const charts = useChartKit();
  const money = (minor: number | null) =>
    minor === null ? t('none') : formatMoney(minor, report.scope.currency);
  const { crops, totals } = report;
  const several = report.scope.farms.length > 1;
  const withYield = crops
    .filter((r) => r.yield_per_hectare !== null)
    .map((r) => ({ label: `${cropLabel(r)} (${r.yield_unit})`, per_hectare: Number(r.yield_per_hectare) }));
  const moneyRows = crops.map((r) => ({
    label: cropLabel(r),
    total_cost_minor: r.total_cost_minor,
    revenue_minor: r.revenue_minor,
  }));
  const farmColumn = several ? [{ header: t('farm'), cell: (r: CropPerformanceRow) => r.farm_name }] : [];
  const farmTotal = several ? [''] : [];
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('crops')} value={String(totals.crops)} />
        <Figure label={t('totalCost')} value={money(totals.total_cost_minor)} />
        <Figure label={t('revenue')} value={money(totals.revenue_minor)} />
        <Figure label={t('margin')} value={money(totals.margin_minor)} />
      </div>
      <p className="text-sm opacity-70">{t('help')}</p>
      <Section title={t('yieldChart')}>
        {charts && withYield.length > 0 && (
          <charts.Bar
            label={t('yieldChart')}
            width={chartWidth}
            data={withYield}
            category={LABEL}
            series={[{ ...PER_HECTARE, name: t('yieldPerHectare') }]}
            format={(value) => formatNumber(value)}
            formatAxis={(value) => formatNumber(value, { maximumFractionDigits: 0 })}
          />
        )}
        <ReportTable
          caption={t('yieldChart')}
          rows={crops}
          rowKey={(r) => r.crop_id}
          columns={[
            ...farmColumn,
            { header: t('crop'), cell: cropName },
            { header: t('field'), cell: (r) => r.field_name },
            { header: t('status'), cell: (r) => t(`status_${r.status}` as CropPerformanceTextKey) },
            { header: t('area'), cell: (r) => `${quantity(r.area)} ${unitName(r.area_unit)}`, numeric: true },
            { header: t('hectares'), cell: (r) => hectares(r.area_hectares), numeric: true },
            {
              header: t('yield'),
              cell: (r) => (r.yield === null ? t('none') : `${quantity(r.yield)} ${r.yield_unit}`),
              numeric: true,
            },
            { header: t('yieldPerHectare'), cell: (r) => quantity(r.yield_per_hectare), numeric: true },
          ]}
          footer={[...farmTotal, t('total'), '', '', '', hectares(totals.area_hectares), '', '']}
        />
      </Section>
      <Section title={t('moneyChart')}>
        {charts && crops.length > 0 && (
          <charts.Bar
            label={t('moneyChart')}
            width={chartWidth}
            data={moneyRows}
            category={LABEL}
            series={[
              { ...COST, name: t('cost') },
              { ...REVENUE, name: t('revenue') },
            ]}
            format={(minor) => money(minor)}
            formatAxis={shortAmount}
          />
        )}
        <p className="text-sm opacity-70">{t('labourNote')}</p>
        <ReportTable
          caption={t('moneyChart')}
          rows={crops}
          rowKey={(r) => r.crop_id}
          columns={[
            ...farmColumn,
            { header: t('crop'), cell: cropLabel },
            { header: t('inputs'), cell: (r) => money(r.inputs_minor), numeric: true },
            { header: t('labour'), cell: (r) => money(r.labour_minor), numeric: true },
            { header: t('labourHours'), cell: (r) => quantity(r.labour_hours), numeric: true },
            { header: t('other'), cell: (r) => money(r.other_minor), numeric: true },
            { header: t('totalCost'), cell: (r) => money(r.total_cost_minor), numeric: true },
            { header: t('costPerUnit'), cell: (r) => money(r.cost_per_unit_minor), numeric: true },
            { header: t('revenue'), cell: (r) => money(r.revenue_minor), numeric: true },
            { header: t('margin'), cell: (r) => money(r.margin_minor), numeric: true },
          ]}
          footer={[
            ...farmTotal,
            t('total'),
            money(totals.inputs_minor),
            money(totals.labour_minor),
            quantity(totals.labour_hours),
            money(totals.other_minor),
            money(totals.total_cost_minor),
            '',
            money(totals.revenue_minor),
            money(totals.margin_minor),
          ]}
        />
      </Section>
      <Section title={t('planTable')}>
        <ReportTable
          caption={t('planTable')}
          rows={crops}
          rowKey={(r) => r.crop_id}
          columns={[
            ...farmColumn,
            { header: t('crop'), cell: cropLabel },
            {
              header: t('expectedYield'),
              cell: (r) =>
                r.expected_yield === null ? t('none') : `${quantity(r.expected_yield)} ${r.yield_unit ?? ''}`,
              numeric: true,
            },
            {
              header: t('yield'),
              cell: (r) => (r.yield === null ? t('none') : `${quantity(r.yield)} ${r.yield_unit}`),
              numeric: true,
            },
            {
              header: t('yieldVsPlan'),
              cell: (r) => (r.yield_vs_plan === null ? t('none') : `${formatNumber(r.yield_vs_plan)}%`),
              numeric: true,
            },
            { header: t('budget'), cell: (r) => money(r.budget_minor), numeric: true },
            { header: t('totalCost'), cell: (r) => money(r.total_cost_minor), numeric: true },
            {
              header: t('budgetLeft'),
              cell: (r) => money(r.budget_minor === null ? null : r.budget_minor - r.total_cost_minor),
              numeric: true,
            },
          ]}
        />
      </Section>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat rounded-box bg-base-100 shadow-sm">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-xl">{value}</div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
