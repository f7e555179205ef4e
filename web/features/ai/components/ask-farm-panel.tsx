// "Ask about this farm" (docs/product/ai.md): a question box whose answer comes from the farm's own records,
// with each cited record linked. Says plainly when AI is not set up, not in the package, or used up this month.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';
import type { AskAnswer } from '@/shared/contracts/ai';
import { paths } from '@/shared/routes/paths';
import { useAskAboutFarm, useFarmAiStatus } from '../hooks/use-ai';
import { aiText as text } from '../i18n';

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="alert alert-info alert-soft flex flex-wrap">
      <span>{children}</span>
      {action}
    </div>
  );
}

const upgradeLink = (
  <Link className="btn btn-sm btn-primary" to={paths.farmer.settings('subscription')}>
    {text.t('upgrade')}
  </Link>
);

/** The answer with each [n] turned into a link to the record it cites. */
function AnswerText({ answer }: { answer: AskAnswer }) {
  const byNumber = new Map(answer.citations.map((c) => [c.n, c]));
  const parts = answer.answer.split(/(\[\d+(?:\s*,\s*\d+)*\])/g);
  return (
    <p className="whitespace-pre-line">
      {parts.map((part, index) => {
        const numbers = /^\[(.*)\]$/
          .exec(part)?.[1]
          ?.split(',')
          .map((n) => Number(n.trim()));
        if (!numbers) return <Fragment key={index}>{part}</Fragment>;
        return (
          <sup key={index}>
            {numbers.map((n, i) => {
              const cited = byNumber.get(n);
              return (
                <Fragment key={n}>
                  {i > 0 ? ',' : '['}
                  {cited ? (
                    <Link className="link link-primary" to={cited.url} title={cited.label}>
                      {n}
                    </Link>
                  ) : (
                    n
                  )}
                  {i === numbers.length - 1 ? ']' : ''}
                </Fragment>
              );
            })}
          </sup>
        );
      })}
    </p>
  );
}

function failureOf(error: Error): ReactNode {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === 'ai_not_configured') return <Notice>{text.t('notConfigured')}</Notice>;
  if (code === 'feature_not_in_package')
    return <Notice action={upgradeLink}>{text.t('notInPackage')}</Notice>;
  if (code === 'package_limit_reached') {
    return <Notice action={upgradeLink}>{localizeApiMessage(error.message)}</Notice>;
  }
  if (code === 'ai_provider_error') {
    return (
      <p role="alert" className="text-error">
        {text.t('providerError')}
      </p>
    );
  }
  return (
    <p role="alert" className="text-error">
      {localizeApiMessage(error.message)}
    </p>
  );
}

export function AskFarmPanel({ farmId }: { farmId: string }) {
  const status = useFarmAiStatus(farmId);
  const ask = useAskAboutFarm(farmId);
  const [question, setQuestion] = useState('');

  let blocked: ReactNode = null;
  if (status.data && !status.data.configured) blocked = <Notice>{text.t('notConfigured')}</Notice>;
  else if (status.data && !status.data.in_package) {
    blocked = <Notice action={upgradeLink}>{text.t('notInPackage')}</Notice>;
  } else if (status.data && status.data.limit !== null && status.data.used >= status.data.limit) {
    blocked = (
      <Notice action={upgradeLink}>
        {text.t('limitReached', { used: String(status.data.used), limit: String(status.data.limit) })}
      </Notice>
    );
  }

  const fieldError = ask.error instanceof ApiRequestError ? ask.error.fieldErrors?.question?.[0] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(question);
  };

  return (
    <section aria-labelledby="ask-farm-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <div>
          <h2 id="ask-farm-title" className="text-lg font-semibold">
            {text.t('askTitle')}
          </h2>
          <p className="text-sm text-base-content/70">{text.t('askIntro')}</p>
        </div>
        {status.isPending ? (
          <p className="text-sm">{text.t('loading')}</p>
        ) : blocked ? (
          blocked
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <label className="fieldset">
              <span className="fieldset-legend">{text.t('question')}</span>
              <textarea
                className="textarea w-full"
                rows={2}
                maxLength={500}
                value={question}
                placeholder={text.t('askPlaceholder')}
                onChange={(e) => setQuestion(e.target.value)}
              />
              {fieldError && <span className="text-sm text-error">{localizeApiMessage(fieldError)}</span>}
            </label>
            <div>
              <button type="submit" className="btn btn-primary btn-sm" disabled={ask.isPending}>
                {ask.isPending ? text.t('asking') : text.t('ask')}
              </button>
            </div>
          </form>
        )}
        {ask.error && !fieldError && failureOf(ask.error)}
        {ask.data && !ask.isPending && (
          <div className="flex flex-col gap-2" aria-live="polite">
            <AnswerText answer={ask.data} />
            <h3 className="text-sm font-semibold">{text.t('sources')}</h3>
            {ask.data.citations.length === 0 ? (
              <p className="text-sm text-base-content/70">{text.t('noSources')}</p>
            ) : (
              <ol className="text-sm">
                {ask.data.citations.map((c) => (
                  <li key={c.n}>
                    [{c.n}] {text.t(`kind_${c.kind}`)}:{' '}
                    <Link className="link link-primary" to={c.url}>
                      {c.label}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
