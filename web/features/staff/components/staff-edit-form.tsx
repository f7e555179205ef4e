// The fields of a person's membership (docs/product/staff.md "Changing someone's role and terms"): role, job
// title, start date, pay rate and period, and teams. Server field errors show under their fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffMember, Team } from '@/shared/api/staff';
import { PAY_PERIODS } from '@/shared/contracts/staff';
import { failureMessage, showFieldErrors } from '@/shared/api/form-errors';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { choiceOfRole, roleFromChoice, type RoleOption } from '../role-choice';
import { payPeriodLabel } from '../staff-labels';
import { staffText } from '../i18n';

export interface StaffEditValues {
  role_id: string;
  job_title: string;
  start_date: string;
  pay_rate: string;
  pay_period: string;
  team_ids: string[];
}
const FIELDS = ['role_id', 'job_title', 'start_date', 'pay_rate', 'pay_period', 'team_ids'] as const;

export interface StaffEditFormProps {
  member: StaffMember;
  roles: RoleOption[];
  teams: Team[];
  onSave: (input: {
    role: StaffMember['role'];
    role_id: string | null;
    job_title: string;
    start_date: string;
    pay_rate: string;
    pay_period: string;
    team_ids: string[];
  }) => Promise<unknown>;
  onCancel: () => void;
}

export function StaffEditForm({ member, roles, teams, onSave, onCancel }: StaffEditFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffEditValues>({
    defaultValues: {
      role_id: choiceOfRole(member),
      job_title: member.job_title ?? '',
      start_date: member.start_date ?? '',
      pay_rate: member.pay_rate ?? '',
      pay_period: member.pay_period ?? '',
      team_ids: member.teams.map((team) => team.id),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const periods = [
    { value: '', label: staffText.t('noPayPeriod') },
    ...PAY_PERIODS.map((period) => ({ value: period, label: payPeriodLabel(period) })),
  ];

  const submit = form.handleSubmit(async ({ role_id: choice, team_ids, ...values }) => {
    setFailure(null);
    // One checkbox alone reads as its value or false rather than a list.
    const ids = (Array.isArray(team_ids) ? team_ids : [team_ids]).filter(
      (id): id is string => typeof id === 'string',
    );
    try {
      await onSave({ ...roleFromChoice(choice), ...values, team_ids: ids });
    } catch (error) {
      if (!showFieldErrors(error, form.setError, FIELDS))
        setFailure(failureMessage(error, staffText.t('staffCouldNotBeSaved')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card max-w-2xl border border-base-300 bg-base-100">
      <div className="card-body grid gap-3">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <SelectField
          label={staffText.t('role')}
          options={roles}
          error={errors.role_id?.message}
          {...form.register('role_id')}
        />
        <TextField
          label={staffText.t('jobTitle')}
          error={errors.job_title?.message}
          {...form.register('job_title')}
        />
        <TextField
          label={staffText.t('startDate')}
          type="date"
          error={errors.start_date?.message}
          {...form.register('start_date')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={staffText.t('payRate')}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            hint={staffText.t('payRateHint')}
            error={errors.pay_rate?.message}
            {...form.register('pay_rate')}
          />
          <SelectField
            label={staffText.t('payPeriod')}
            options={periods}
            error={errors.pay_period?.message}
            {...form.register('pay_period')}
          />
        </div>
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-sm">{staffText.t('teams')}</legend>
          {teams.length === 0 ? (
            <p className="text-sm text-base-content/70">{staffText.t('noTeamsYet')}</p>
          ) : (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {teams.map((team) => (
                <label key={team.id} className="label cursor-pointer gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    value={team.id}
                    {...form.register('team_ids')}
                  />
                  {team.name}
                </label>
              ))}
            </div>
          )}
          {errors.team_ids?.message && <p className="text-sm text-error">{errors.team_ids.message}</p>}
        </fieldset>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
            {staffText.t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {staffText.t('saveChanges')}
          </button>
        </div>
      </div>
    </form>
  );
}
