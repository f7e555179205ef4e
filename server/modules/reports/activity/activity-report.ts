// The activity report (docs/product/reports.md "Activity"): who changed what on the farm in the period, by
// person, module and day, from the activity log; and the tasks done on time or late, still open past their due
// date, and the hours recorded on them, by person.
import type { ActivityFigures } from '@/shared/contracts/reports-activity';
import { ActivityFiguresSchema } from '@/shared/contracts/reports-activity';
import type { ReportScope } from '@/shared/contracts/reports';
import type { Language } from '@/shared/i18n/languages';
import type { ExportDocument } from '@/server/lib/exports/export-document';
import { defineReport } from '../report-definition';
import { activityFigures } from './activity-query';
import { activityReportText, type ActivityReportTextKey } from './i18n';

function activityDocument(figures: ActivityFigures, scope: ReportScope, language: Language): ExportDocument {
  const t = (key: ActivityReportTextKey, values?: Record<string, unknown>) =>
    activityReportText.tIn(language, key, values);
  const moduleName = (module: string) => {
    const key = `module_${module}` as ActivityReportTextKey;
    return activityReportText.keys.includes(key) ? t(key) : module;
  };
  const { tasks } = figures;
  return {
    fileName: `activity-report-${scope.from}-${scope.to}`,
    title: t('title'),
    subtitle: [
      t('farms', { names: scope.farms.map((f) => f.name).join(', ') }),
      t('period', { from: scope.from, to: scope.to }),
      t('generated', { at: scope.generated_at }),
    ],
    currency: null,
    language,
    rowCount:
      figures.by_person.length +
      figures.by_module.length +
      figures.by_day.length +
      tasks.by_person.length +
      4,
    tables: [
      {
        title: t('byPerson'),
        columns: [
          { header: t('person'), kind: 'text' },
          { header: t('changes'), kind: 'integer' },
        ],
        rows: [
          ...figures.by_person.map((p) => [p.user_id === null ? t('system') : (p.name ?? ''), p.count]),
          [t('total'), figures.total],
        ],
      },
      {
        title: t('byModule'),
        columns: [
          { header: t('module'), kind: 'text' },
          { header: t('changes'), kind: 'integer' },
        ],
        rows: [...figures.by_module.map((m) => [moduleName(m.module), m.count]), [t('total'), figures.total]],
      },
      {
        title: t('byDay'),
        columns: [
          { header: t('day'), kind: 'date' },
          { header: t('changes'), kind: 'integer' },
        ],
        rows: figures.by_day.map((d) => [d.day, d.count]),
      },
      {
        title: t('tasksByPerson'),
        columns: [
          { header: t('person'), kind: 'text' },
          { header: t('completed'), kind: 'integer' },
          { header: t('onTime'), kind: 'integer' },
          { header: t('late'), kind: 'integer' },
          { header: t('openOverdue'), kind: 'integer' },
          { header: t('hours'), kind: 'decimal' },
        ],
        rows: [
          ...tasks.by_person.map((p) => [
            p.user_id === null ? t('nobody') : (p.name ?? ''),
            p.completed,
            p.on_time,
            p.late,
            p.open_overdue,
            p.hours,
          ]),
          [t('total'), tasks.completed, tasks.on_time, tasks.late, tasks.open_overdue, tasks.hours],
        ],
      },
    ],
  };
}

export const activityReport = defineReport<ActivityFigures>({
  kind: 'activity',
  schema: ActivityFiguresSchema,
  compute: (ctx, scope) => activityFigures(ctx.db, scope),
  document: activityDocument,
});
