// /farmer/finances/plans: the farm's budget plans (docs/product/budgets.md): the list, and the chosen plan's lines
// with planned, actual and used share as figures and a bar chart, with new, edit, copy to the next period and
// delete. A line past 90 percent was warned about once; a line past its plan is marked over budget.
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { BudgetLine, BudgetPlan } from '@/shared/api/budgets';
import { formatMoney } from '@/shared/settings/format';
import { localizeApiMessage } from '@/shared/api/i18n';
import { failureMessage } from '@/shared/api/form-errors';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { PageHeader } from '@/web/components/page-header';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { shortAmount, useChartKit } from '@/web/lib/chart-kit';
import { useCopyPlan, useDeletePlan, usePlan, usePlans } from '../hooks/use-budgets';
import { budgetsText } from '../i18n';
import { PlanEditor } from './plan-editor';
import { categoryName } from '../labels';

const t = budgetsText.t;
// The chart's fields and colours (not text people read).
const VERTICAL = 'vertical' as const;
const NAME = 'name';
const PLANNED = { key: 'planned', color: '#718096' };
const ACTUAL = { key: 'actual', color: '#2f855a' };

export interface PlansPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
  chartWidth?: number;
}

type Editing = { plan: BudgetPlan | null } | null;

export function PlansPage({ farmId, farmName, toolbar, chartWidth }: PlansPageProps) {
  useDocumentTitle(t('plans'));
  const plans = usePlans(farmId);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = chosen ?? plans.data?.[0]?.id ?? null;
  const plan = usePlan(farmId, selectedId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = useCopyPlan(farmId);
  const remove = useDeletePlan(farmId);
  const may = useRecordAbilities(farmId, 'finances');

  return (
    <>
      <PageHeader
        title={t('plans')}
        description={t('description', { farmName })}
        actions={
          <>
            {toolbar}
            {may.create ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setEditing({ plan: null })}
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('newPlan')}
              </button>
            ) : null}
          </>
        }
      />
      {error ? (
        <p role="alert" className="mb-3 text-error">
          {error}
        </p>
      ) : null}
      {plans.isPending ? (
        <LoadingState label={t('loading')} />
      ) : plans.error ? (
        <ErrorState message={localizeApiMessage(plans.error.message)} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('noPlans')}>{t('noPlansHint')}</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <ul className="menu rounded-box bg-base-100 shadow-sm" aria-label={t('plans')}>
            {plans.data.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={p.id === selectedId ? 'active' : undefined}
                  aria-current={p.id === selectedId ? 'true' : undefined}
                  onClick={() => setChosen(p.id)}
                >
                  <span className="flex flex-col items-start">
                    <span className="font-medium">{p.name}</span>
                    <span className="text-xs opacity-70">
                      {t('range', { from: p.starts_on, to: p.ends_on })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {plan.data ? (
            <PlanDetail
              plan={plan.data}
              chartWidth={chartWidth}
              may={may}
              busy={copy.isPending}
              onEdit={() => setEditing({ plan: plan.data })}
              onDelete={() => setRemoving(true)}
              onCopy={() =>
                void copy
                  .mutateAsync(plan.data.id)
                  .then((body) => setChosen(body.data.id))
                  .catch((e: unknown) => setError(failureMessage(e, t('couldNotSave'))))
              }
            />
          ) : plan.isPending ? (
            <LoadingState label={t('loading')} />
          ) : null}
        </div>
      )}
      {editing ? (
        <PlanEditor
          farmId={farmId}
          plan={editing.plan}
          onClose={(savedId) => {
            setEditing(null);
            if (savedId) {
              setChosen(savedId);
              void plan.refetch();
            }
          }}
        />
      ) : null}
      {removing && plan.data ? (
        <ConfirmDialog
          title={t('deletePlan', { name: plan.data.name })}
          confirmLabel={t('delete')}
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            void remove
              .mutateAsync(plan.data.id)
              .then(() => setChosen(null))
              .catch((e: unknown) => setError(failureMessage(e, t('couldNotSave'))))
              .finally(() => setRemoving(false))
          }
        >
          {t('deletePlanText')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const lineName = (line: BudgetLine) =>
  line.kind === 'income'
    ? t('income')
    : line.category_id
      ? categoryName(line.category_id, line.subject_name ?? '')
      : (line.subject_name ?? '');
const percent = (share: number) => `${Math.floor(share * 100)}%`;

function PlanDetail(props: {
  plan: BudgetPlan;
  chartWidth?: number;
  may: { create: boolean; edit: boolean; delete: boolean };
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCopy: () => void;
}) {
  const { plan, chartWidth } = props;
  const money = (minor: number) => formatMoney(minor, plan.currency);
  const charts = useChartKit();
  return (
    <section aria-label={plan.name} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">{plan.name}</h2>
          <p className="text-sm opacity-70">{t('range', { from: plan.starts_on, to: plan.ends_on })}</p>
        </div>
        <div className="flex gap-2">
          {props.may.edit ? (
            <button type="button" className="btn btn-sm" onClick={props.onEdit}>
              {t('edit')}
            </button>
          ) : null}
          {props.may.create ? (
            <button type="button" className="btn btn-sm" onClick={props.onCopy} disabled={props.busy}>
              {t('copy')}
            </button>
          ) : null}
          {props.may.delete ? (
            <button type="button" className="btn btn-sm btn-error btn-outline" onClick={props.onDelete}>
              {t('delete')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="stats w-full shadow-sm">
        <Stat label={t('plannedSpending')} value={money(plan.planned_expense_minor)} />
        <Stat label={t('actualSpending')} value={money(plan.actual_expense_minor)} />
        <Stat label={t('plannedIncome')} value={money(plan.planned_income_minor)} />
        <Stat label={t('actualIncome')} value={money(plan.actual_income_minor)} />
      </div>
      {plan.lines.length === 0 ? (
        <p className="opacity-70">{t('noLines')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('subject')}</th>
                  <th className="text-right">{t('planned')}</th>
                  <th className="text-right">{t('actual')}</th>
                  <th className="text-right">{t('used')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {plan.lines.map((line) => (
                  <tr key={line.id}>
                    <td>{lineName(line)}</td>
                    <td className="text-right">{money(line.amount_minor)}</td>
                    <td className="text-right">{money(line.actual_minor)}</td>
                    <td className="text-right">
                      <progress
                        className={`progress w-20 ${line.over_budget ? 'progress-error' : line.used_share >= 0.9 && line.kind !== 'income' ? 'progress-warning' : 'progress-success'}`}
                        value={Math.min(line.used_share, 1) * 100}
                        max={100}
                        aria-hidden="true"
                      />{' '}
                      {percent(line.used_share)}
                    </td>
                    <td>
                      {line.over_budget ? <span className="badge badge-error">{t('overBudget')}</span> : null}
                      {!line.over_budget && line.warned ? (
                        <span className="badge badge-warning">{t('warned')}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {charts ? (
            <charts.Bar
              label={t('chart')}
              width={chartWidth}
              layout={VERTICAL}
              height={Math.max(160, plan.lines.length * 48)}
              data={plan.lines.map((l) => ({
                name: lineName(l),
                planned: l.amount_minor,
                actual: l.actual_minor,
              }))}
              category={NAME}
              series={[
                { ...PLANNED, name: t('planned') },
                { ...ACTUAL, name: t('actual') },
              ]}
              format={money}
              formatAxis={shortAmount}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-lg">{value}</div>
    </div>
  );
}
