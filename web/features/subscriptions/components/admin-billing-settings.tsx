// /admin/settings/subscription and /admin/settings/payment (docs/product/subscriptions.md "For administrators"):
// the grace and reminder days, and which payment methods farmers are offered. The providers' credentials are on
// the integrations page.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { PAYMENT_PROVIDERS } from '@/shared/contracts/platform-enums';
import { ApiRequestError } from '@/shared/api/errors';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import {
  usePaymentSettings,
  useSavePaymentSettings,
  useSaveSubscriptionSettings,
  useSubscriptionSettings,
} from '../hooks/use-subscriptions';
import { subscriptionsText as text } from '../i18n';

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-base-content/70">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export function AdminSubscriptionSettingsPage() {
  useDocumentTitle(text.t('subscriptionSettingsTitle'));
  const settings = useSubscriptionSettings();
  const save = useSaveSubscriptionSettings();
  const [grace, setGrace] = useState('');
  const [reminder, setReminder] = useState('');
  useEffect(() => {
    if (settings.data) {
      setGrace(String(settings.data.grace_days));
      setReminder(String(settings.data.reminder_days));
    }
  }, [settings.data]);
  if (settings.isPending) return <LoadingState label={text.t('loading')} />;
  if (settings.isError) return <ErrorState message={localizeApiMessage(settings.error.message)} />;
  const fieldErrors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ grace_days: Number(grace), reminder_days: Number(reminder) });
  };
  return (
    <Card
      id="subscription-settings"
      title={text.t('subscriptionSettingsTitle')}
      intro={text.t('subscriptionSettingsIntro')}
    >
      <form onSubmit={submit} className="grid max-w-md gap-4" noValidate>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('graceDays')}</span>
          <input
            className="input"
            type="number"
            min={0}
            max={60}
            value={grace}
            onChange={(e) => setGrace(e.target.value)}
          />
          <span className="label whitespace-normal">{text.t('graceDaysHint')}</span>
          {fieldErrors.grace_days && (
            <span className="text-sm text-error">{localizeApiMessage(fieldErrors.grace_days[0]!)}</span>
          )}
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('reminderDays')}</span>
          <input
            className="input"
            type="number"
            min={0}
            max={30}
            value={reminder}
            onChange={(e) => setReminder(e.target.value)}
          />
          {fieldErrors.reminder_days && (
            <span className="text-sm text-error">{localizeApiMessage(fieldErrors.reminder_days[0]!)}</span>
          )}
        </label>
        {save.isSuccess && <p role="status">{text.t('saved')}</p>}
        {save.error && !Object.keys(fieldErrors).length && (
          <p role="alert" className="text-error">
            {localizeApiMessage(save.error.message)}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {text.t('save')}
          </button>
        </div>
      </form>
    </Card>
  );
}

export function AdminPaymentSettingsPage() {
  useDocumentTitle(text.t('paymentSettingsTitle'));
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  if (settings.isPending) return <LoadingState label={text.t('loading')} />;
  if (settings.isError) return <ErrorState message={localizeApiMessage(settings.error.message)} />;
  const current = settings.data;
  const toggle = (method: 'mpesa' | 'stripe', on: boolean) =>
    save.mutate({ mpesa: current.mpesa, stripe: current.stripe, [method]: on });
  return (
    <Card id="payment-settings" title={text.t('paymentSettingsTitle')} intro={text.t('paymentSettingsIntro')}>
      <ul className="space-y-4">
        {PAYMENT_PROVIDERS.map((method) => (
          <li key={method} className="flex flex-col gap-1">
            <label className="label cursor-pointer justify-start gap-3">
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={current[method]}
                disabled={save.isPending}
                onChange={(event) => toggle(method, event.target.checked)}
              />
              <span>{text.t(method === 'mpesa' ? 'offerMpesa' : 'offerCard')}</span>
            </label>
            <span className={`text-sm ${current.configured[method] ? 'text-success' : 'text-warning'}`}>
              {current.configured[method] ? text.t('configured') : text.t('notConfigured')}
            </span>
          </li>
        ))}
      </ul>
      {save.error && (
        <p role="alert" className="text-error">
          {localizeApiMessage(save.error.message)}
        </p>
      )}
      <Link to="/admin/integrations" className="link">
        {text.t('integrationsLink')}
      </Link>
    </Card>
  );
}
