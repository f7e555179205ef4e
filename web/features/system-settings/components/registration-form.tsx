// The "Registration" section: open or by invitation, and the invitations sent (docs/product/system-settings.md).
import { useState, type FormEvent } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { REGISTRATION_MODES } from '@/shared/contracts/platform-enums';
import type { RegistrationSettings } from '@/shared/contracts/system-settings';
import {
  useInvitePlatformUser,
  usePlatformInvitations,
  useRevokePlatformInvitation,
  useSaveSystemSettings,
} from '../hooks/use-system-settings';
import { systemSettingsText as text } from '../i18n';
import { FieldError, SaveRow, SettingsSection, fieldErrorsOf } from './settings-section';

const STATUS_LABEL = {
  pending: 'invitationPending',
  accepted: 'invitationAccepted',
  expired: 'invitationExpired',
} as const;

function Invitations() {
  const invitations = usePlatformInvitations();
  const invite = useInvitePlatformUser();
  const revoke = useRevokePlatformInvitation();
  const [email, setEmail] = useState('');
  const errors = fieldErrorsOf(invite.error, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{text.t('invitationsTitle')}</h3>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('inviteEmail')}</span>
          <input className="input" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <FieldError message={errors.email} />
        </label>
        <button type="submit" className="btn" disabled={invite.isPending}>
          {text.t('invite')}
        </button>
      </form>
      {invite.isSuccess && <p role="status">{text.t('invited', { email: invite.data.email })}</p>}
      {invite.error && !errors.email && (
        <p role="alert" className="text-error">
          {localizeApiMessage(invite.error.message)}
        </p>
      )}
      {invitations.data?.length === 0 && (
        <p className="text-sm text-base-content/70">{text.t('noInvitations')}</p>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <ul className="divide-y divide-base-300">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {invitation.email}{' '}
                <span className="badge badge-ghost">{text.t(STATUS_LABEL[invitation.status])}</span>{' '}
                <span className="text-sm text-base-content/70">
                  {text.t('invitationExpires', { date: invitation.expires_at.slice(0, 10) })}
                </span>
              </span>
              {invitation.status !== 'accepted' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => revoke.mutate(invitation.id)}
                >
                  {text.t('withdraw')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function RegistrationForm({ initial }: { initial: RegistrationSettings }) {
  const [mode, setMode] = useState(initial.mode);
  const save = useSaveSystemSettings();
  const errors = fieldErrorsOf(save.error, 'registration');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ registration: { mode } });
  };
  return (
    <SettingsSection
      id="settings-registration"
      title={text.t('registrationTitle')}
      intro={text.t('registrationIntro')}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <fieldset className="flex flex-wrap gap-4">
          {REGISTRATION_MODES.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                className="radio"
                name="registration-mode"
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              {text.t(option === 'open' ? 'modeOpen' : 'modeInvitation')}
            </label>
          ))}
        </fieldset>
        <FieldError message={errors.mode} />
        <SaveRow
          pending={save.isPending}
          saved={save.isSuccess}
          error={save.error}
          label={text.t('save')}
          savedLabel={text.t('saved')}
        />
      </form>
      <Invitations />
    </SettingsSection>
  );
}
