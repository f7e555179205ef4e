// /admin/ai/configuration (docs/product/ai.md "For administrators"): the OpenAI-compatible service (on or off,
// address, model, key, prices), a test request, and each package's monthly AI request limit. The key is never
// shown: the form says whether one is saved.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';
import type { AiConfiguration } from '@/shared/contracts/ai';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAiConfiguration, useSaveAiConfiguration, useSaveAiLimits, useSendAiTest } from '../hooks/use-ai';
import { aiText as text } from '../i18n';

// Examples of an OpenAI-compatible service, not texts to translate.
const EXAMPLE_URL = 'https://api.openai.com/v1';
const EXAMPLE_MODEL = 'gpt-4o-mini';

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
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

const FieldError = ({ messages }: { messages?: string[] }) =>
  messages?.[0] ? <span className="text-sm text-error">{localizeApiMessage(messages[0])}</span> : null;

function ProviderForm({ configuration }: { configuration: AiConfiguration }) {
  const saved = configuration.integration;
  const save = useSaveAiConfiguration();
  const test = useSendAiTest();
  const [form, setForm] = useState({
    enabled: saved.enabled,
    base_url: saved.base_url,
    model: saved.model,
    prompt: String(saved.prompt_usd_per_million_tokens),
    completion: String(saved.completion_usd_per_million_tokens),
    api_key: '',
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const errors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        enabled: form.enabled,
        base_url: form.base_url,
        model: form.model,
        prompt_usd_per_million_tokens: Number(form.prompt),
        completion_usd_per_million_tokens: Number(form.completion),
        api_key: form.api_key,
      },
      { onSuccess: () => set({ api_key: '' }) },
    );
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" noValidate>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={form.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        <span>{text.t('enabled')}</span>
      </label>
      <label className="fieldset">
        <span className="fieldset-legend">{text.t('baseUrl')}</span>
        <input
          className="input w-full"
          value={form.base_url}
          placeholder={EXAMPLE_URL}
          onChange={(e) => set({ base_url: e.target.value })}
        />
        <span className="label whitespace-normal">{text.t('baseUrlHint')}</span>
        <FieldError messages={errors['config.base_url']} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend">{text.t('model')}</span>
        <input
          className="input w-full"
          value={form.model}
          placeholder={EXAMPLE_MODEL}
          onChange={(e) => set({ model: e.target.value })}
        />
        <FieldError messages={errors['config.model']} />
      </label>
      <label className="fieldset">
        <span className="fieldset-legend">{text.t('apiKey')}</span>
        <input
          className="input w-full"
          type="password"
          autoComplete="off"
          value={form.api_key}
          onChange={(e) => set({ api_key: e.target.value })}
        />
        <span className="label whitespace-normal">
          {saved.api_key_set ? text.t('apiKeySaved') : text.t('apiKeyMissing')}
        </span>
        <FieldError messages={errors['secrets.api_key']} />
      </label>
      {!configuration.secrets_available && (
        <p role="alert" className="text-warning">
          {text.t('noSecretsKey')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('promptPrice')}</span>
          <input
            className="input w-full"
            type="number"
            min={0}
            step="0.01"
            value={form.prompt}
            onChange={(e) => set({ prompt: e.target.value })}
          />
          <FieldError messages={errors['config.prompt_usd_per_million_tokens']} />
        </label>
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('completionPrice')}</span>
          <input
            className="input w-full"
            type="number"
            min={0}
            step="0.01"
            value={form.completion}
            onChange={(e) => set({ completion: e.target.value })}
          />
          <FieldError messages={errors['config.completion_usd_per_million_tokens']} />
        </label>
      </div>
      {save.isSuccess && <p role="status">{text.t('saved')}</p>}
      {save.error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-error">
          {localizeApiMessage(save.error.message)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {text.t('save')}
        </button>
        <button type="button" className="btn" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? text.t('testing') : text.t('sendTest')}
        </button>
      </div>
      {test.data && (
        <p role="status" className={test.data.ok ? 'text-success' : 'text-error'}>
          {test.data.ok
            ? text.t('testOk', {
                answer: test.data.answer ?? '',
                prompt: String(test.data.prompt_tokens),
                completion: String(test.data.completion_tokens),
              })
            : text.t('testFailed', { message: test.data.message })}
        </p>
      )}
      {test.error && (
        <p role="alert" className="text-error">
          {localizeApiMessage(test.error.message)}
        </p>
      )}
      {!test.data && saved.last_test && (
        <p className="text-sm text-base-content/70">
          {text.t('lastTest', {
            date: new Date(saved.last_test.at).toLocaleString(),
            result: saved.last_test.ok ? text.t('lastTestOk') : text.t('lastTestFailed'),
          })}
          {saved.last_test.ok ? '' : `: ${saved.last_test.message}`}
        </p>
      )}
    </form>
  );
}

function LimitsForm({ configuration }: { configuration: AiConfiguration }) {
  const save = useSaveAiLimits();
  const [limits, setLimits] = useState<Record<string, string>>({});
  useEffect(() => {
    setLimits(
      Object.fromEntries(
        configuration.packages.map((p) => [p.package_id, p.limit === null ? '' : String(p.limit)]),
      ),
    );
  }, [configuration.packages]);
  if (configuration.packages.length === 0) return <p>{text.t('noPackages')}</p>;
  const errors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      configuration.packages.map((p) => {
        const raw = (limits[p.package_id] ?? '').trim();
        return { package_id: p.package_id, limit: raw === '' ? null : Number(raw) };
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th>{text.t('package')}</th>
              <th>{text.t('includesAi')}</th>
              <th>{text.t('limit')}</th>
            </tr>
          </thead>
          <tbody>
            {configuration.packages.map((p, index) => (
              <tr key={p.package_id}>
                <td>{p.name}</td>
                <td>{p.includes_ai ? text.t('yes') : text.t('no')}</td>
                <td>
                  <input
                    className="input input-sm w-36"
                    type="number"
                    min={0}
                    aria-label={`${text.t('limit')}: ${p.name}`}
                    placeholder={text.t('unlimited')}
                    value={limits[p.package_id] ?? ''}
                    onChange={(e) => setLimits((l) => ({ ...l, [p.package_id]: e.target.value }))}
                  />
                  <FieldError messages={errors[`${index}.limit`] ?? errors[`${index}.package_id`]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {save.isSuccess && <p role="status">{text.t('saved')}</p>}
      {save.error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-error">
          {localizeApiMessage(save.error.message)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {text.t('saveLimits')}
        </button>
      </div>
    </form>
  );
}

export function AiConfigurationPage() {
  useDocumentTitle(text.t('configTitle'));
  const configuration = useAiConfiguration();
  if (configuration.isPending) return <LoadingState label={text.t('loading')} />;
  if (configuration.isError) return <ErrorState message={localizeApiMessage(configuration.error.message)} />;
  return (
    <div className="flex flex-col gap-6">
      <Card id="ai-provider" title={text.t('configTitle')} intro={text.t('configIntro')}>
        <ProviderForm configuration={configuration.data} />
      </Card>
      <Card id="ai-limits" title={text.t('limitsTitle')} intro={text.t('limitsIntro')}>
        <LimitsForm configuration={configuration.data} />
      </Card>
    </div>
  );
}
