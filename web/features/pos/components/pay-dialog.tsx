// Taking the money (docs/product/point-of-sale.md "Paying"): cash handed over with the change due, an M-Pesa
// amount with its transaction code, or both; what is not paid is credit, for a named customer only.
import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@/shared/contracts/money-enums';
import { amountText, parseAmount } from '@/shared/money/arithmetic';
import { formatMoney } from '@/shared/settings/format';
import { payPlan, type PayPlan, type PayProblem } from '../cart/payment-rules';
import { posText } from '../i18n';
import { PosModal } from './pos-modal';

export type PayMode = 'cash' | 'mpesa';

const PROBLEM_TEXT: Record<PayProblem, Parameters<typeof posText.t>[0]> = {
  mpesaCodeInvalid: 'problemMpesaCodeInvalid',
  mpesaAboveTotal: 'problemMpesaAboveTotal',
  shortPaid: 'problemShortPaid',
  creditNeedsCustomer: 'problemCreditNeedsCustomer',
  creditNotOffered: 'problemCreditNotOffered',
  methodNotOffered: 'problemMethodNotOffered',
};

interface PayDialogProps {
  totalMinor: number;
  currency: string;
  offered: readonly PaymentMethod[];
  hasCustomer: boolean;
  mode: PayMode;
  busy: boolean;
  error: string | null;
  onPay: (plan: PayPlan) => void;
  onClose: () => void;
}

export function PayDialog({
  totalMinor,
  currency,
  offered,
  hasCustomer,
  mode,
  busy,
  error,
  onPay,
  onClose,
}: PayDialogProps) {
  const [cash, setCash] = useState(mode === 'cash' ? amountText(totalMinor) : '');
  const [mpesa, setMpesa] = useState(mode === 'mpesa' ? amountText(totalMinor) : '');
  const [code, setCode] = useState('');
  const [onCredit, setOnCredit] = useState(false);
  const [tried, setTried] = useState(false);
  const plan = payPlan(
    totalMinor,
    {
      cashTenderedMinor: parseAmount(cash) ?? 0,
      mpesaMinor: parseAmount(mpesa) ?? 0,
      mpesaCode: code,
      onCredit,
    },
    { offered, hasCustomer },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!plan.problem) onPay(plan);
  };
  const cashBox = (
    <label className="form-control">
      <span className="label-text">{posText.t('cashTendered')}</span>
      <span className="join">
        <input
          className="input input-bordered join-item min-h-11 grow"
          inputMode="decimal"
          value={cash}
          onChange={(e) => setCash(e.target.value)}
        />
        <button
          type="button"
          className="btn join-item min-h-11"
          onClick={() => setCash(amountText(Math.max(0, totalMinor - (parseAmount(mpesa) ?? 0))))}
        >
          {posText.t('exact')}
        </button>
      </span>
    </label>
  );
  const mpesaBoxes = (
    <>
      <label className="form-control">
        <span className="label-text">{posText.t('mpesaAmount')}</span>
        <input
          className="input input-bordered min-h-11"
          inputMode="decimal"
          value={mpesa}
          onChange={(e) => setMpesa(e.target.value)}
        />
      </label>
      <label className="form-control">
        <span className="label-text">{posText.t('mpesaCode')}</span>
        <input
          className="input input-bordered min-h-11 font-mono uppercase"
          autoComplete="off"
          maxLength={10}
          placeholder={posText.t('mpesaCodeExample')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <span className="label-text-alt">{posText.t('mpesaCodeHint')}</span>
      </label>
    </>
  );

  return (
    <PosModal title={posText.t('payTitle')} onClose={onClose} busy={busy}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-2xl font-bold">
          {posText.t('amountDue')}: <span className="tabular-nums">{formatMoney(totalMinor, currency)}</span>
        </p>
        {mode === 'cash' ? cashBox : mpesaBoxes}
        {mode === 'cash' ? offered.includes('mpesa') && mpesaBoxes : offered.includes('cash') && cashBox}
        {offered.includes('credit') && hasCustomer && (
          <label className="label cursor-pointer justify-start gap-3">
            <input
              type="checkbox"
              className="checkbox"
              checked={onCredit}
              onChange={(e) => setOnCredit(e.target.checked)}
            />
            <span>{posText.t('onCredit')}</span>
          </label>
        )}
        <dl className="grid grid-cols-2 gap-1 text-lg">
          <dt>{posText.t('changeDue')}</dt>
          <dd className="text-right font-bold tabular-nums" data-testid="change-due">
            {formatMoney(plan.changeMinor, currency)}
          </dd>
          <dt>{posText.t('leftToPay')}</dt>
          <dd className="text-right tabular-nums">{formatMoney(plan.remainderMinor, currency)}</dd>
        </dl>
        {(tried || plan.problem === 'mpesaAboveTotal') && plan.problem && (
          <p role="alert" className="text-error">
            {posText.t(PROBLEM_TEXT[plan.problem])}
          </p>
        )}
        {error && (
          <p role="alert" className="text-error">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
            {posText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            {posText.t('completeSale')}
          </button>
        </div>
      </form>
    </PosModal>
  );
}
