// /farmer/reports/activity (docs/product/reports.md "Activity"): the period's changes by day (a line), by person
// and by module, and the tasks done on time or late, still open past their due date, and the hours recorded.
// Each chart has a table with the same numbers; without a chart kit the tables carry every figure.
import type { ReactNode } from 'react';
import { ActivityFiguresSchema, type ActivityFigures } from '@/shared/contracts/reports-activity';
import { formatDateTime, formatNumber } from '@/shared/i18n/format';
import { useChartKit } from '@/web/lib/chart-kit';
import { ReportPage, type Report } from '../components/report-page';
import { ReportTable } from '../components/report-table';
import { activityReportText, type ActivityReportTextKey } from './i18n';

const t = activityReportText.t;
// The chart's fields and colour (not text people read).
const DAY = 'day';
const COUNT = { key: 'count', color: '#2b6cb0' };
/** Past this many days the line is drawn by week: a five-year period stays a readable line. */
const DAILY_UP_TO = 120;

const dayLabel = (day: string) => formatDateTime(`${day}T00:00:00`, { dateStyle: 'medium' });
const moduleName = (module: string) => {
  const key = `module_${module}` as ActivityReportTextKey;
  return activityReportText.keys.includes(key) ? t(key) : module;
};
const hours = (value: string) => formatNumber(Number(value));

/** Every day from `from` to `to` with its count (0 without activity), or every week past DAILY_UP_TO days. */
export function dailyLine(from: string, to: string, days: ActivityFigures['by_day']) {
  const counts = new Map(days.map((d) => [d.day, d.count]));
  const start = Date.parse(`${from}T00:00:00Z`);
  const span = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000) + 1;
  const step = span > DAILY_UP_TO ? 7 : 1;
  const points: { day: string; count: number }[] = [];
  for (let i = 0; i < span; i += step) {
    let count = 0;
    for (let j = i; j < Math.min(i + step, span); j += 1) {
      count += counts.get(new Date(start + j * 86_400_000).toISOString().slice(0, 10)) ?? 0;
    }
    points.push({ day: dayLabel(new Date(start + i * 86_400_000).toISOString().slice(0, 10)), count });
  }
  return points;
}

export interface ActivityReportPageProps {
  farmId: string;
  actions?: ReactNode;
  /** A fixed chart width (tests, print); the charts fill their cards otherwise. */
  chartWidth?: number;
}

const isEmpty = (r: Report<ActivityFigures>) =>
  r.total === 0 && r.tasks.completed === 0 && r.tasks.open_overdue === 0;

export function ActivityReportPage({ farmId, actions, chartWidth }: ActivityReportPageProps) {
  return (
    <ReportPage
      kind="activity"
      title={t('title')}
      description={t('description')}
      farmId={farmId}
      figures={ActivityFiguresSchema}
      actions={actions}
      isEmpty={isEmpty}
    >
      {(report) => <ActivityView report={report} chartWidth={chartWidth} />}
    </ReportPage>
  );
}

function ActivityView({ report, chartWidth }: { report: Report<ActivityFigures>; chartWidth?: number }) {
  const charts = useChartKit();
  const { tasks } = report;
  const line = dailyLine(report.scope.from, report.scope.to, report.by_day);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('changes')} value={formatNumber(report.total)} />
        <Figure label={t('tasksDone')} value={formatNumber(tasks.completed)} />
        <Figure label={t('openOverdue')} value={formatNumber(tasks.open_overdue)} />
        <Figure label={t('hours')} value={hours(tasks.hours)} />
      </div>
      <Section title={t('byDay')}>
        {charts && report.total > 0 && (
          <charts.Line
            label={t('byDay')}
            width={chartWidth}
            data={line}
            category={DAY}
            series={[{ ...COUNT, name: t('changes') }]}
            format={(value) => formatNumber(value)}
            formatAxis={(value) => formatNumber(value, { maximumFractionDigits: 0 })}
          />
        )}
        <ReportTable
          caption={t('byDay')}
          rows={report.by_day}
          rowKey={(r) => r.day}
          columns={[
            { header: t('day'), cell: (r) => dayLabel(r.day) },
            { header: t('changes'), cell: (r) => formatNumber(r.count), numeric: true },
          ]}
          footer={[t('total'), formatNumber(report.total)]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('byPerson')}>
          <ReportTable
            caption={t('byPerson')}
            rows={report.by_person}
            rowKey={(r) => String(r.user_id)}
            columns={[
              { header: t('person'), cell: (r) => (r.user_id === null ? t('system') : r.name) },
              { header: t('changes'), cell: (r) => formatNumber(r.count), numeric: true },
            ]}
            footer={[t('total'), formatNumber(report.total)]}
          />
        </Section>
        <Section title={t('byModule')}>
          <ReportTable
            caption={t('byModule')}
            rows={report.by_module}
            rowKey={(r) => r.module}
            columns={[
              { header: t('module'), cell: (r) => moduleName(r.module) },
              { header: t('changes'), cell: (r) => formatNumber(r.count), numeric: true },
            ]}
            footer={[t('total'), formatNumber(report.total)]}
          />
        </Section>
      </div>
      <Section title={t('tasksByPerson')}>
        <p className="text-sm opacity-70">{t('tasksNote')}</p>
        {tasks.by_person.length === 0 ? (
          <p>{t('noTasks')}</p>
        ) : (
          <ReportTable
            caption={t('tasksByPerson')}
            rows={tasks.by_person}
            rowKey={(r) => String(r.user_id)}
            columns={[
              { header: t('person'), cell: (r) => (r.user_id === null ? t('nobody') : r.name) },
              { header: t('completed'), cell: (r) => formatNumber(r.completed), numeric: true },
              { header: t('onTime'), cell: (r) => formatNumber(r.on_time), numeric: true },
              { header: t('late'), cell: (r) => formatNumber(r.late), numeric: true },
              { header: t('openOverdue'), cell: (r) => formatNumber(r.open_overdue), numeric: true },
              { header: t('hours'), cell: (r) => hours(r.hours), numeric: true },
            ]}
            footer={[
              t('total'),
              formatNumber(tasks.completed),
              formatNumber(tasks.on_time),
              formatNumber(tasks.late),
              formatNumber(tasks.open_overdue),
              hours(tasks.hours),
            ]}
          />
        )}
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
