// Paying for a package (docs/product/subscriptions.md "Paying"): M-Pesa sends a prompt to the phone and the
// dialog waits, asking about the payment every two seconds until the callback settles it; a card goes to Stripe's
// Checkout page and comes back to /payment/status.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';
import type { MySubscription, OfferedPackage } from '@/shared/contracts/subscriptions';
import { Modal } from '@/web/components/modal';
import { useCheckout, usePayment } from '../hooks/use-subscriptions';
import { subscriptionsText as text } from '../i18n';
import { money, priceOf } from './format';

export function PayDialog({
  pkg,
  interval,
  methods,
  onClose,
}: {
  pkg: OfferedPackage;
  interval: 'month' | 'year';
  methods: MySubscription['methods'];
  onClose: () => void;
}) {
  const [method, setMethod] = useState<'mpesa' | 'stripe'>(methods.mpesa ? 'mpesa' : 'stripe');
  const [phone, setPhone] = useState('');
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const fieldId = useId();
  const checkout = useCheckout();
  const payment = usePayment(paymentId);
  const price = priceOf(pkg, interval);
  const amount = price ? money(price.amount_minor, price.currency) : '';
  const anyMethod = methods.mpesa || methods.stripe;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.mutate(
      { package_id: pkg.id, interval, method, phone: method === 'mpesa' ? phone : undefined },
      {
        onSuccess: (answer) => {
          if (answer.redirect_url) window.location.assign(answer.redirect_url);
          else setPaymentId(answer.payment.id);
        },
      },
    );
  };

  const error = checkout.error;
  const phoneError = error instanceof ApiRequestError ? error.fieldErrors?.phone?.[0] : undefined;
  const busy = checkout.isPending;
  const settled = payment.data?.status;

  let body;
  if (!anyMethod) {
    body = (
      <p role="alert" className="alert alert-warning">
        {text.t('paymentsOff')}
      </p>
    );
  } else if (paymentId && settled === 'succeeded') {
    body = (
      <div role="status" className="space-y-2">
        <p className="text-lg font-semibold text-success">{text.t('paid')}</p>
        <p>{text.t('paidText', { package: pkg.name })}</p>
      </div>
    );
  } else if (paymentId && (settled === 'failed' || settled === 'canceled')) {
    body = (
      <div role="alert" className="space-y-2">
        <p className="text-lg font-semibold text-error">{text.t('failed')}</p>
        <p>{localizeApiMessage(payment.data?.failure_reason ?? '')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setPaymentId(null)}>
          {text.t('tryAgain')}
        </button>
      </div>
    );
  } else if (paymentId) {
    body = (
      <div role="status" className="flex items-start gap-3">
        <span className="loading loading-spinner loading-md" aria-hidden="true" />
        <div>
          <p className="text-lg font-semibold">{text.t('checkPhone')}</p>
          <p>{text.t('checkPhoneText', { phone: payment.data?.phone ?? phone, amount })}</p>
          <Link className="link text-sm" to={`/payment/status?payment=${paymentId}`}>
            {text.t('statusChecking')}
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p>{text.t('payAmount', { amount })}</p>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{text.t('payBy')}</legend>
          <div className="flex gap-4">
            {methods.mpesa && (
              <label className="label cursor-pointer gap-2">
                <input
                  type="radio"
                  className="radio"
                  name="method"
                  checked={method === 'mpesa'}
                  onChange={() => setMethod('mpesa')}
                />
                {text.t('mpesa')}
              </label>
            )}
            {methods.stripe && (
              <label className="label cursor-pointer gap-2">
                <input
                  type="radio"
                  className="radio"
                  name="method"
                  checked={method === 'stripe'}
                  onChange={() => setMethod('stripe')}
                />
                {text.t('card')}
              </label>
            )}
          </div>
        </fieldset>
        {method === 'mpesa' && (
          <div className="fieldset">
            <label htmlFor={`${fieldId}-phone`} className="fieldset-legend">
              {text.t('phone')}
            </label>
            <input
              id={`${fieldId}-phone`}
              className="input w-full"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712345678"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={Boolean(phoneError)}
              aria-describedby={`${fieldId}-hint`}
            />
            <span id={`${fieldId}-hint`} className="label whitespace-normal">
              {text.t('phoneHint')}
            </span>
            {phoneError && <span className="text-sm text-error">{localizeApiMessage(phoneError)}</span>}
          </div>
        )}
        {error && !phoneError && (
          <p role="alert" className="text-sm text-error">
            {localizeApiMessage(error.message)}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {text.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {method === 'mpesa' ? text.t('payNow') : text.t('payByCard')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <Modal title={text.t('payTitle', { package: pkg.name })} onClose={onClose} busy={busy}>
      {body}
      {(paymentId || !anyMethod) && (
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {text.t('close')}
          </button>
        </div>
      )}
    </Modal>
  );
}
