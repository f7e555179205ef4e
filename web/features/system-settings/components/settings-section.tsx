// One card of the system settings page, and the small field pieces its forms share.
import type { ReactNode } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';

export function SettingsSection({
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

/** The server's (or the contract's) per-field messages of a failed save, by field name without its group. */
export function fieldErrorsOf(error: unknown, group: string): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const name = field.startsWith(`${group}.`) ? field.slice(group.length + 1) : field;
    if (messages[0]) out[name] = localizeApiMessage(messages[0]);
  }
  return out;
}

export function FieldError({ message }: { message?: string }) {
  return message ? <span className="text-sm text-error">{message}</span> : null;
}

export function SaveRow({
  pending,
  saved,
  error,
  label,
  savedLabel,
}: {
  pending: boolean;
  saved: boolean;
  error: unknown;
  label: string;
  savedLabel: string;
}) {
  const general =
    error instanceof Error && !(error instanceof ApiRequestError && error.fieldErrors) ? error.message : null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {label}
      </button>
      {saved && <span role="status">{savedLabel}</span>}
      {general && (
        <span role="alert" className="text-error">
          {localizeApiMessage(general)}
        </span>
      )}
    </div>
  );
}
