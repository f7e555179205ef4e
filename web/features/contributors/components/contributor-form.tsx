// Adding or editing a contributor: name, who they are, phone, e-mail and notes. Used by the add page and the
// contributor page's edit dialog.
import { useState, type FormEvent } from 'react';
import type { Contributor } from '@/shared/api/contributors';
import { CONTRIBUTOR_KINDS, type ContributorKind } from '@/shared/contracts/money-enums';
import { failureMessage } from '@/shared/api/form-errors';
import { useSaveContributor } from '../hooks/use-contributors';
import { contributorsText } from '../i18n';
import { kindName } from '../labels';
import { fieldErrorsOf } from './form-errors';
import { Field } from './field';

const t = contributorsText.t;

export interface ContributorFormProps {
  farmId: string;
  contributor?: Contributor | null;
  onSaved: (contributor: Contributor) => void;
  onCancel: () => void;
}

export function ContributorForm({ farmId, contributor, onSaved, onCancel }: ContributorFormProps) {
  const [values, setValues] = useState({
    name: contributor?.name ?? '',
    kind: (contributor?.kind ?? 'partner') as ContributorKind,
    phone: contributor?.phone ?? '',
    email: contributor?.email ?? '',
    notes: contributor?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveContributor(farmId, contributor?.id ?? null);
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const body = await save.mutateAsync(values);
      onSaved(body.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(failureMessage(error, t('couldNotSave')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
      <Field label={t('name')} error={errors.name}>
        {(p) => (
          <input
            {...p}
            className="input input-bordered"
            value={values.name}
            maxLength={120}
            required
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('kind')} error={errors.kind}>
        {(p) => (
          <select
            {...p}
            className="select select-bordered"
            value={values.kind}
            onChange={(e) => set('kind', e.target.value)}
          >
            {CONTRIBUTOR_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('phone')} error={errors.phone}>
        {(p) => (
          <input
            {...p}
            type="tel"
            className="input input-bordered"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('email')} error={errors.email}>
        {(p) => (
          <input
            {...p}
            type="email"
            className="input input-bordered"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </Field>
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
      {formError ? (
        <p role="alert" className="text-error">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn" onClick={onCancel} disabled={save.isPending}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
