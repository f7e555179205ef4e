import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CircleCheck } from 'lucide-react';
import { VerifyCodeInput } from '@/shared/contracts/auth';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import type { CodeChannel } from '../use-code-channel';
import { authText } from '@/web/features/auth/i18n';

interface CodeSectionProps {
  title: string;
  /** "Email code" or "SMS code": the label of the code field. */
  codeLabel: string;
  /** Where the code goes: the e-mail address or phone number. */
  destination: string;
  verified: boolean;
  channel: CodeChannel;
  /** Said when the server cannot send on this channel: where the code goes instead. */
  outboxNotice?: string | null;
}

/** Code entry for one channel, with a resend button that counts down the server's cooldown. */
export function CodeSection({
  title,
  codeLabel,
  destination,
  verified,
  channel,
  outboxNotice,
}: CodeSectionProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof VerifyCodeInput>, unknown, z.output<typeof VerifyCodeInput>>({
    resolver: zodResolver(VerifyCodeInput),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    const message = await channel.verify(code);
    if (message) setFailure(message);
    else form.reset();
  });

  if (verified) {
    return (
      <section className="rounded-box border border-success/40 bg-success/5 p-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <CircleCheck className="h-5 w-5 text-success" aria-hidden="true" />
          {authText.t('titleVerified', { title })}
        </h2>
        <p className="mt-1 text-sm text-base-content/70">{destination}</p>
      </section>
    );
  }

  const waiting = channel.cooldown > 0;
  return (
    <section className="rounded-box border border-base-300 p-4">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-base-content/70">
        {channel.sending
          ? authText.t('sendingACodeTo', { destination })
          : channel.notice
            ? localizeMessage(channel.notice)
            : authText.t('weSendA6DigitCodeTo', { destination })}
      </p>
      {outboxNotice && (
        <div className="mt-3">
          <FormAlert kind="info">{outboxNotice}</FormAlert>
        </div>
      )}
      {channel.sendError && (
        <div className="mt-3">
          <FormAlert kind="error">{channel.sendError}</FormAlert>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <TextField
          label={codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="font-mono tracking-[0.3em]"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {authText.t('verify')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={waiting || channel.sending}
            onClick={() => void channel.send()}
          >
            {authText.t('resendCode')}
          </button>
          {waiting && (
            <span className="text-sm text-base-content/70" aria-live="off">
              {authText.t('resendInCooldownS', { cooldown: channel.cooldown })}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
