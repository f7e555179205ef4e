// The plan editor (docs/product/budgets.md): name, season or year (a year plan without dates is the farm's fiscal
// year), dates, notes, and the lines: an expense category, a crop or income, each with its planned amount, typed
// as money and sent as minor units. The server's 422s land under the field they name, lines included.
import { useState, type FormEvent } from 'react';
import type { BudgetPlan } from '@/shared/api/budgets';
import type { BudgetLineKind, BudgetPeriod } from '@/shared/contracts/money-enums';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { failureMessage } from '@/shared/api/form-errors';
import { Modal } from '@/web/components/modal';
import { Field } from './field';
import { fieldErrorsOf } from './form-errors';
import { useLineOptions, useSavePlan } from '../hooks/use-budgets';
import { budgetsText } from '../i18n';

const t = budgetsText.t;

interface LineValues {
  kind: BudgetLineKind;
  subject: string;
  amount: string;
}

export interface PlanEditorProps {
  farmId: string;
  plan?: BudgetPlan | null;
  onClose: (savedId?: string) => void;
}

const KINDS: { value: BudgetLineKind; label: Parameters<typeof t>[0] }[] = [
  { value: 'expense_category', label: 'kindCategory' },
  { value: 'crop', label: 'kindCrop' },
  { value: 'income', label: 'kindIncome' },
];

export function PlanEditor({ farmId, plan, onClose }: PlanEditorProps) {
  const options = useLineOptions(farmId);
  const save = useSavePlan(farmId, plan?.id ?? null);
  const [values, setValues] = useState({
    name: plan?.name ?? '',
    period: (plan?.period ?? 'season') as BudgetPeriod,
    starts_on: plan?.starts_on ?? '',
    ends_on: plan?.ends_on ?? '',
    notes: plan?.notes ?? '',
  });
  const [lines, setLines] = useState<LineValues[]>(
    plan?.lines.map((l) => ({
      kind: l.kind,
      subject: l.category_id ?? l.crop_id ?? '',
      amount: amountText(l.amount_minor),
    })) ?? [{ kind: 'expense_category', subject: '', amount: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const setLine = (i: number, patch: Partial<LineValues>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const amounts = lines.map((l) => parseAmount(l.amount));
    amounts.forEach((a, i) => {
      if (a === null || a <= 0) found[`lines.${i}.amount_minor`] = t('enterAmount');
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const body = await save.mutateAsync({
        name: values.name,
        period: values.period,
        starts_on: values.starts_on || undefined,
        ends_on: values.ends_on || undefined,
        notes: values.notes.trim() || null,
        lines: lines.map((l, i) => ({
          kind: l.kind,
          category_id: l.kind === 'expense_category' ? l.subject || null : null,
          crop_id: l.kind === 'crop' ? l.subject || null : null,
          amount_minor: amounts[i]!,
        })),
      });
      onClose(body.data.id);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(failureMessage(error, t('couldNotSave')));
    }
  }

  const lineError = (i: number) =>
    errors[`lines.${i}.category_id`] ??
    errors[`lines.${i}.crop_id`] ??
    errors[`lines.${i}.kind`] ??
    errors[`lines.${i}.amount_minor`];

  return (
    <Modal title={plan ? t('editPlan') : t('newPlan')} onClose={() => onClose()} busy={save.isPending}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
        <Field label={t('name')} error={errors.name}>
          {(p) => (
            <input
              {...p}
              className="input input-bordered"
              value={values.name}
              maxLength={120}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('period')} error={errors.period}>
          {(p) => (
            <select
              {...p}
              className="select select-bordered"
              value={values.period}
              onChange={(e) => set('period', e.target.value)}
            >
              <option value="season">{t('season')}</option>
              <option value="year">{t('year')}</option>
            </select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('startsOn')} error={errors.starts_on}>
            {(p) => (
              <input
                {...p}
                type="date"
                className="input input-bordered"
                value={values.starts_on}
                onChange={(e) => set('starts_on', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('endsOn')} error={errors.ends_on}>
            {(p) => (
              <input
                {...p}
                type="date"
                className="input input-bordered"
                value={values.ends_on}
                onChange={(e) => set('ends_on', e.target.value)}
              />
            )}
          </Field>
        </div>
        {values.period === 'year' ? <p className="text-sm opacity-70">{t('yearDefault')}</p> : null}
        <Field label={t('notes')} error={errors.notes}>
          {(p) => (
            <textarea
              {...p}
              className="textarea textarea-bordered"
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
            />
          )}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="font-semibold">{t('lines')}</legend>
          {lines.map((line, i) => (
            <div key={i} className="grid grid-cols-[1fr_1.4fr_1fr_auto] items-start gap-2">
              <select
                aria-label={t('lineKind')}
                className="select select-bordered select-sm"
                value={line.kind}
                onChange={(e) => setLine(i, { kind: e.target.value as BudgetLineKind, subject: '' })}
              >
                {KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {t(k.label)}
                  </option>
                ))}
              </select>
              {line.kind === 'income' ? (
                <span />
              ) : (
                <select
                  aria-label={t('subject')}
                  className="select select-bordered select-sm"
                  value={line.subject}
                  onChange={(e) => setLine(i, { subject: e.target.value })}
                >
                  <option value="">{t('choose')}</option>
                  {(line.kind === 'crop' ? options.crops : options.categories).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
              <input
                aria-label={t('planned')}
                inputMode="decimal"
                className="input input-bordered input-sm"
                value={line.amount}
                onChange={(e) => setLine(i, { amount: e.target.value })}
              />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t('removeLine')}
                onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
              >
                ×
              </button>
              {lineError(i) ? <p className="col-span-4 text-sm text-error">{lineError(i)}</p> : null}
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm justify-self-start"
            onClick={() => setLines((ls) => [...ls, { kind: 'expense_category', subject: '', amount: '' }])}
          >
            {t('addLine')}
          </button>
        </fieldset>
        {formError ? (
          <p role="alert" className="text-error">
            {formError}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => onClose()} disabled={save.isPending}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
