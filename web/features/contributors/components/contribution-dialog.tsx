// Recording or editing one contribution or withdrawal: amount (typed as money, sent as minor units), date,
// payment method, reference and note. The server refuses a withdrawal past the contributor's balance and says it.
import { useState, type FormEvent } from 'react';
import type { Contribution } from '@/shared/api/contributors';
import { PAYMENT_METHODS, type ContributionKind, type PaymentMethod } from '@/shared/contracts/money-enums';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { failureMessage } from '@/shared/api/form-errors';
import { useSaveContribution } from '../hooks/use-contributors';
import { contributorsText } from '../i18n';
import { methodName } from '../labels';
import { fieldErrorsOf } from './form-errors';
import { Modal } from '@/web/components/modal';
import { Field } from './field';

const t = contributorsText.t;

export interface ContributionDialogProps {
  farmId: string;
  contributorId: string;
  kind: ContributionKind;
  today: string;
  contribution?: Contribution | null;
  onClose: () => void;
}

export function ContributionDialog(props: ContributionDialogProps) {
  const { farmId, contributorId, today, contribution, onClose } = props;
  const [values, setValues] = useState({
    kind: contribution?.kind ?? props.kind,
    amount: contribution ? amountText(contribution.amount_minor) : '',
    occurred_on: contribution?.occurred_on ?? today,
    payment_method: (contribution?.payment_method ?? 'mpesa') as PaymentMethod,
    reference: contribution?.reference ?? '',
    note: contribution?.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveContribution(farmId, contributorId, contribution?.id ?? null);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const amount = parseAmount(values.amount);
    if (amount === null || amount <= 0) {
      setErrors({ amount_minor: t('enterAmount') });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        kind: values.kind,
        amount_minor: amount,
        occurred_on: values.occurred_on,
        payment_method: values.payment_method,
        reference: values.reference.trim() || null,
        note: values.note.trim() || null,
      });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(failureMessage(error, t('couldNotSave')));
    }
  }

  const title = contribution
    ? t('editMoney')
    : values.kind === 'withdrawal'
      ? t('addWithdrawal')
      : t('addContribution');
  return (
    <Modal title={title} onClose={onClose} busy={save.isPending}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
        <Field label={t('type')} error={errors.kind}>
          {(p) => (
            <select
              {...p}
              className="select select-bordered"
              value={values.kind}
              onChange={(e) => set('kind', e.target.value)}
            >
              <option value="contribution">{t('contribution')}</option>
              <option value="withdrawal">{t('withdrawal')}</option>
            </select>
          )}
        </Field>
        <Field label={t('amount')} error={errors.amount_minor}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              className="input input-bordered"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('date')} error={errors.occurred_on}>
          {(p) => (
            <input
              {...p}
              type="date"
              max={today}
              className="input input-bordered"
              value={values.occurred_on}
              onChange={(e) => set('occurred_on', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('paymentMethod')} error={errors.payment_method}>
          {(p) => (
            <select
              {...p}
              className="select select-bordered"
              value={values.payment_method}
              onChange={(e) => set('payment_method', e.target.value)}
            >
              {PAYMENT_METHODS.filter((m) => m !== 'credit').map((m) => (
                <option key={m} value={m}>
                  {methodName(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('reference')} error={errors.reference}>
          {(p) => (
            <input
              {...p}
              className="input input-bordered"
              value={values.reference}
              maxLength={100}
              onChange={(e) => set('reference', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('note')} error={errors.note}>
          {(p) => (
            <input
              {...p}
              className="input input-bordered"
              value={values.note}
              maxLength={500}
              onChange={(e) => set('note', e.target.value)}
            />
          )}
        </Field>
        {formError ? (
          <p role="alert" className="text-error">
            {formError}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} disabled={save.isPending}>
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
