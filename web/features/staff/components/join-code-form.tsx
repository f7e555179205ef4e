// The typed code of an invitation, for a person who has the message but not the link (an SMS read on another
// phone, a code read out over the phone).
import { useState } from 'react';
import { INVITATION_CODE_LENGTH } from '@/shared/contracts/staff';
import { TextField } from '@/web/components/form/text-field';
import { staffText } from '../i18n';

export function JoinCodeForm({ onCode, error }: { onCode: (code: string) => void; error?: string }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.replace(/[\s-]/g, '').toUpperCase();
        if (typed.length !== INVITATION_CODE_LENGTH)
          return setProblem(staffText.t('enterEightCharacterCode'));
        setProblem(undefined);
        onCode(typed);
      }}
    >
      <TextField
        label={staffText.t('invitationCode')}
        autoComplete="one-time-code"
        spellCheck={false}
        placeholder={staffText.t('codePlaceholder')}
        hint={staffText.t('invitationCodeHint')}
        error={problem ?? error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        {staffText.t('continue')}
      </button>
    </form>
  );
}
