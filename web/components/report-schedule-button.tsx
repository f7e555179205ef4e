// "E-mail me this report" (docs/product/reports.md "Scheduled e-mails"): a report page places it beside its
// export menu. It lists the person's own e-mails of this report on this farm, adds a weekly or monthly one for
// the scope the page shows, and stops one. Shared UI, so every report page uses the same one.
import { useState } from 'react';
import Mail from 'lucide-react/icons/mail';
import toast from 'react-hot-toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportFrequency, ReportKind, ReportScopeName } from '@/shared/contracts/report-enums';
import { failureMessage } from '@/shared/api/form-errors';
import {
  addReportSchedule,
  listReportSchedules,
  removeReportSchedule,
  type ReportSchedule,
} from '@/shared/api/report-schedules';
import { formatDateTime } from '@/shared/i18n/format';
import { useText } from '@/shared/i18n/react';
import { useApi } from '@/web/lib/api';
import { reportScheduleText } from './report-schedule/i18n';

export interface ReportScheduleButtonProps {
  farmId: string;
  report: ReportKind;
  /** The farm scope the page shows; a new e-mail covers the same. */
  scope?: ReportScopeName;
}

const FREQUENCIES: [ReportFrequency, 'addWeekly' | 'addMonthly'][] = [
  ['weekly', 'addWeekly'],
  ['monthly', 'addMonthly'],
];

export function ReportScheduleButton({ farmId, report, scope = 'farm' }: ReportScheduleButtonProps) {
  const t = useText(reportScheduleText);
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const key = ['report-schedules', farmId, report];
  const schedules = useQuery({
    queryKey: key,
    queryFn: () => listReportSchedules(api, farmId, report),
    enabled: open,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (frequency: ReportFrequency) => addReportSchedule(api, farmId, { report, scope, frequency }),
    onSuccess: () => toast.success(t('added')),
    onError: (error) => toast.error(failureMessage(error, t('failed'))),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeReportSchedule(api, farmId, id),
    onSuccess: () => toast.success(t('removed')),
    onError: (error) => toast.error(failureMessage(error, t('failed'))),
    onSettled: refresh,
  });

  const describe = (s: ReportSchedule) =>
    t('scheduleLine', {
      frequency: t(s.frequency),
      scope: t(s.scope === 'all' ? 'scopeAll' : 'scopeFarm'),
      date: formatDateTime(s.next_run_at, { dateStyle: 'medium', timeStyle: 'short' }),
    });
  const taken = new Set((schedules.data ?? []).filter((s) => s.scope === scope).map((s) => s.frequency));
  const busy = add.isPending || remove.isPending;

  return (
    <div className="relative">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Mail aria-hidden="true" className="size-4" />
        {t('emailMe')}
      </button>
      {open && (
        <section
          aria-label={t('emailMeTitle')}
          className="absolute right-0 z-20 mt-2 w-80 space-y-3 rounded-box border border-base-300 bg-base-100 p-4 shadow"
        >
          <h2 className="font-semibold">{t('emailMeTitle')}</h2>
          <p className="text-sm text-base-content/70">{t('intro')}</p>
          <h3 className="text-sm font-semibold">{t('yourSchedules')}</h3>
          {schedules.isPending ? (
            <p className="text-sm">{t('loading')}</p>
          ) : schedules.data?.length ? (
            <ul className="space-y-1">
              {schedules.data.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>{describe(s)}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={busy}
                    aria-label={t('removeLabel', { schedule: describe(s) })}
                    onClick={() => remove.mutate(s.id)}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-base-content/70">{t('none')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {FREQUENCIES.filter(([frequency]) => !taken.has(frequency)).map(([frequency, label]) => (
              <button
                key={frequency}
                type="button"
                className="btn btn-primary btn-xs"
                disabled={busy || schedules.isPending}
                onClick={() => add.mutate(frequency)}
              >
                {t(label)}
              </button>
            ))}
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
