// One provider's card on /admin/integrations (docs/product/integrations.md): status badge, the form driven by the
// contract's fields, secrets that are never shown (only whether they are set), Save and "Send a test".
import { useState, type FormEvent } from 'react';
import { INTEGRATION_SECRET_FIELDS, type IntegrationSummary } from '@/shared/contracts/integrations';
import { SMS_PROVIDERS } from '@/shared/contracts/platform-enums';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';
import { useSaveIntegration, useTestIntegration } from '../hooks/use-integrations';
import { integrationsText as text } from '../i18n';
import { configOf, formValuesOf, PROVIDER_FIELDS, TEST_TARGET, type FormValues } from '../provider-fields';

type Key = Parameters<typeof text.t>[0];

function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [
      field.replace(/^(config|secrets)\./, ''),
      localizeApiMessage(messages[0] ?? ''),
    ]),
  );
}

export function StatusBadge({ integration }: { integration: IntegrationSummary }) {
  if (integration.last_test && !integration.last_test.ok) {
    return <span className="badge badge-error">{text.t('statusTestFailed')}</span>;
  }
  return integration.enabled ? (
    <span className="badge badge-success">{text.t('statusOn')}</span>
  ) : (
    <span className="badge badge-ghost">{text.t('statusOff')}</span>
  );
}

export function IntegrationCard({ integration }: { integration: IntegrationSummary }) {
  const { provider } = integration;
  const [enabled, setEnabled] = useState(integration.enabled);
  const [values, setValues] = useState<FormValues>(() => formValuesOf(provider, integration.config));
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [target, setTarget] = useState('');
  const save = useSaveIntegration(provider);
  const test = useTestIntegration(provider);
  const errors = errorsOf(save.error);
  const testErrors = errorsOf(test.error);
  const headingId = `integration-${provider}`;
  const targetKind = TEST_TARGET[provider];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value.trim() !== ''));
    save.mutate(
      { enabled, config: configOf(provider, values), secrets: given },
      { onSuccess: () => setSecrets({}) },
    );
  };
  const generalError =
    save.error instanceof Error && !(save.error instanceof ApiRequestError && save.error.fieldErrors)
      ? localizeApiMessage(save.error.message)
      : null;

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              {text.t(`provider_${provider}` as Key)}
            </h2>
            <p className="text-sm text-base-content/70">{text.t(`intro_${provider}` as Key)}</p>
          </div>
          <StatusBadge integration={integration} />
        </div>

        <form onSubmit={submit} noValidate className="grid max-w-2xl gap-3">
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="toggle toggle-primary"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
            />
            <span>{text.t('enabled')}</span>
          </label>
          {(SMS_PROVIDERS as readonly string[]).includes(provider) && (
            <p className="text-sm text-base-content/70">{text.t('smsOnlyOne')}</p>
          )}
          {PROVIDER_FIELDS[provider].map((field) => (
            <label
              key={field.name}
              className={field.kind === 'boolean' ? 'flex items-center gap-3' : 'fieldset'}
            >
              {field.kind === 'boolean' ? (
                <>
                  <input
                    type="checkbox"
                    className="checkbox"
                    checked={values[field.name] === true}
                    onChange={(e) => setValues((prev) => ({ ...prev, [field.name]: e.target.checked }))}
                  />
                  <span>{text.t(`field_${field.name}` as Key)}</span>
                </>
              ) : (
                <>
                  <span className="fieldset-legend">{text.t(`field_${field.name}` as Key)}</span>
                  {field.kind === 'choice' ? (
                    <select
                      className="select w-full"
                      value={String(values[field.name])}
                      onChange={(e) => setValues((prev) => ({ ...prev, [field.name]: e.target.value }))}
                    >
                      {field.choices!.map((choice) => (
                        <option key={choice} value={choice}>
                          {text.t(`field_${choice}` as Key)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      className="input w-full"
                      type={field.kind === 'number' ? 'number' : field.kind === 'email' ? 'email' : 'text'}
                      inputMode={field.kind === 'url' ? 'url' : undefined}
                      placeholder={field.placeholder}
                      value={String(values[field.name] ?? '')}
                      onChange={(e) => setValues((prev) => ({ ...prev, [field.name]: e.target.value }))}
                    />
                  )}
                  {errors[field.name] && <span className="text-sm text-error">{errors[field.name]}</span>}
                </>
              )}
            </label>
          ))}
          {INTEGRATION_SECRET_FIELDS[provider].map((name: string) => (
            <label key={name} className="fieldset">
              <span className="fieldset-legend">{text.t(`field_${name}` as Key)}</span>
              {name === 'private_key' ? (
                <textarea
                  className="textarea w-full font-mono"
                  rows={3}
                  autoComplete="off"
                  placeholder={
                    integration.secrets[name]?.set ? text.t('secretSaved') : text.t('secretNotSet')
                  }
                  value={secrets[name] ?? ''}
                  onChange={(e) => setSecrets((prev) => ({ ...prev, [name]: e.target.value }))}
                />
              ) : (
                <input
                  className="input w-full"
                  type="password"
                  autoComplete="new-password"
                  placeholder={
                    integration.secrets[name]?.set ? text.t('secretSaved') : text.t('secretNotSet')
                  }
                  value={secrets[name] ?? ''}
                  onChange={(e) => setSecrets((prev) => ({ ...prev, [name]: e.target.value }))}
                />
              )}
              {errors[name] && <span className="text-sm text-error">{errors[name]}</span>}
            </label>
          ))}
          {integration.callback_url && (
            <label className="fieldset">
              <span className="fieldset-legend">{text.t('callbackUrl')}</span>
              <input className="input w-full font-mono" readOnly value={integration.callback_url} />
            </label>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {text.t('save')}
            </button>
            {save.isSuccess && <span role="status">{text.t('saved')}</span>}
            {generalError && (
              <span role="alert" className="text-error">
                {generalError}
              </span>
            )}
          </div>
        </form>

        <div className="grid max-w-2xl gap-2 border-t border-base-300 pt-3">
          <p className="text-sm text-base-content/70">{text.t('testUsesSaved')}</p>
          <div className="flex flex-wrap items-end gap-2">
            {targetKind && (
              <label className="fieldset grow">
                <span className="fieldset-legend">
                  {targetKind === 'phone' ? text.t('testPhone') : text.t('testEmail')}
                </span>
                <input
                  className="input w-full"
                  type={targetKind === 'phone' ? 'tel' : 'email'}
                  placeholder={
                    targetKind === 'phone' ? text.t('testPhoneExample') : text.t('testEmailExample')
                  }
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                />
                {testErrors.to && <span className="text-sm text-error">{testErrors.to}</span>}
              </label>
            )}
            <button
              type="button"
              className="btn btn-outline"
              disabled={test.isPending}
              onClick={() => test.mutate(targetKind ? target.trim() : undefined)}
            >
              {test.isPending ? text.t('testing') : text.t('sendTest')}
            </button>
          </div>
          {test.data && (
            <p role="status" className={test.data.ok ? 'alert alert-success' : 'alert alert-error'}>
              <strong>{test.data.ok ? text.t('testOk') : text.t('testFailed')}:</strong> {test.data.message}
            </p>
          )}
          {test.error && !testErrors.to && (
            <p role="alert" className="text-error">
              {localizeApiMessage(test.error.message)}
            </p>
          )}
          {!test.data && integration.last_test && (
            <p className="text-sm text-base-content/70">
              {text.t('lastTest', {
                date: new Date(integration.last_test.at).toLocaleString(),
                message: integration.last_test.message,
              })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
