// /farmer/reports/inventory (docs/product/reports.md "Inventory report"): the stock's worth now by type and by
// storage location, the period's stock in and out by day or month and by kind of movement, slow-moving and
// expiring stock, and the count adjustments. Each chart has a table with the same numbers; without a chart kit
// the tables carry every figure.
import type { ReactNode } from 'react';
import { InventoryReportSchema, type InventoryReport } from '@/shared/contracts/reports-inventory';
import { formatMoney } from '@/shared/settings/format';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../../components/report-page';
import { ReportTable } from '../../components/report-table';
import { inventoryReportText, type InventoryReportTextKey } from '../i18n';
import { bucketLabel } from '../bucket-label';
import { ExpiringTable, MovementKindTable, ShrinkageTable, SlowMovingTable } from './inventory-report-tables';

const t = inventoryReportText.t;
// The charts' fields and colours (not text people read).
const LABEL = 'label';
const IN = { key: 'in_value_minor', color: '#2f855a' };
const OUT = { key: 'out_value_minor', color: '#c05621' };
const VALUE = { key: 'value_minor', color: '#2b6cb0' };

const typeName = (itemType: string) => t(`type_${itemType}` as InventoryReportTextKey);

export interface InventoryReportPageProps {
  farmId: string;
  actions?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

const isEmpty = (r: Report<InventoryReport>) => r.valuation.items === 0 && r.movements.by_kind.length === 0;

export function InventoryReportPage({ farmId, actions, chartWidth }: InventoryReportPageProps) {
  return (
    <ReportPage
      kind="inventory"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={InventoryReportSchema}
      actions={actions}
      isEmpty={isEmpty}
    >
      {(report) => <InventoryView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

function InventoryView({ report, chartWidth }: { report: Report<InventoryReport>; chartWidth?: number }) {
  const charts = useChartKit();
  const money = (minor: number) => formatMoney(minor, report.scope.currency);
  const { valuation, movements } = report;
  const series = movements.series.map((r) => ({ ...r, label: bucketLabel(r.bucket, movements.bucket) }));
  const locations = valuation.by_location.map((r) => ({ ...r, label: r.name }));
  const byType = valuation.by_type.filter((r) => r.items > 0);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('stockNow')} value={money(valuation.value_minor)} />
        <Figure label={t('itemsNow')} value={String(valuation.items)} />
        <Figure label={t('valueIn')} value={money(movements.in_value_minor)} />
        <Figure label={t('valueOut')} value={money(movements.out_value_minor)} />
      </div>
      <p className="text-sm opacity-70">{t('nowNote')}</p>
      <Section title={t('byType')}>
        {charts && byType.length > 0 && (
          <charts.Pie
            label={t('byType')}
            width={chartWidth}
            data={byType.map((r) => ({ name: typeName(r.item_type), value: r.value_minor }))}
            format={money}
          />
        )}
        <ReportTable
          caption={t('byType')}
          rows={valuation.by_type}
          rowKey={(r) => r.item_type}
          columns={[
            { header: t('type'), cell: (r) => typeName(r.item_type) },
            { header: t('items'), cell: (r) => r.items, numeric: true },
            { header: t('value'), cell: (r) => money(r.value_minor), numeric: true },
          ]}
          footer={[t('total'), valuation.items, money(valuation.value_minor)]}
        />
      </Section>
      <Section title={t('byLocation')}>
        {charts && locations.length > 0 && (
          <charts.Bar
            label={t('byLocation')}
            width={chartWidth}
            data={locations}
            category={LABEL}
            series={[{ ...VALUE, name: t('value') }]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ReportTable
          caption={t('byLocation')}
          rows={valuation.by_location}
          rowKey={(r) => r.location_id}
          columns={[
            { header: t('location'), cell: (r) => r.name },
            { header: t('farm'), cell: (r) => r.farm_name },
            { header: t('items'), cell: (r) => r.items, numeric: true },
            { header: t('value'), cell: (r) => money(r.value_minor), numeric: true },
          ]}
        />
      </Section>
      <Section title={t('series')}>
        <p className="text-sm opacity-70">{t('seriesNote')}</p>
        {charts && (
          <charts.Bar
            label={t('series')}
            width={chartWidth}
            data={series}
            category={LABEL}
            series={[
              { ...IN, name: t('in') },
              { ...OUT, name: t('out') },
            ]}
            format={money}
            formatAxis={shortAmount}
          />
        )}
        <ReportTable
          caption={t('series')}
          rows={series.filter((r) => r.in_value_minor !== 0 || r.out_value_minor !== 0)}
          rowKey={(r) => r.bucket}
          columns={[
            { header: t(movements.bucket), cell: (r) => r.label },
            { header: t('in'), cell: (r) => money(r.in_value_minor), numeric: true },
            { header: t('out'), cell: (r) => money(r.out_value_minor), numeric: true },
          ]}
          footer={[t('total'), money(movements.in_value_minor), money(movements.out_value_minor)]}
        />
      </Section>
      <Section title={t('byKind')}>
        <MovementKindTable report={report} money={money} />
      </Section>
      <Section title={t('slow')}>
        <SlowMovingTable report={report} money={money} />
      </Section>
      <Section title={t('expiring')}>
        <ExpiringTable report={report} money={money} />
      </Section>
      <Section title={t('shrinkage')}>
        <ShrinkageTable report={report} money={money} />
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
