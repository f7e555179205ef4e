// One verification channel (e-mail or SMS): send a code with its cooldown, verify a code, then re-fetch the
// user (docs/product/accounts.md Verification after sign-in).
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { getMe, sendEmailVerification, sendSmsVerification, verifyEmail, verifySms } from '@/shared/api/auth';
import { toApiRequestError } from '@/shared/api/errors';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useCountdown } from './use-countdown';
import { authText } from '@/web/features/auth/i18n';

export type Channel = 'email' | 'sms';

const CALLS = {
  email: { send: sendEmailVerification, verify: verifyEmail, done: 'emailVerified' },
  sms: { send: sendSmsVerification, verify: verifySms, done: 'phoneVerified' },
} as const;

export function useCodeChannel(channel: Channel) {
  const api = useApi();
  const { setUser } = useSession();
  const cooldown = useCountdown();
  const startCooldown = cooldown.start;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** What the server said about the last send ("We sent a 6-digit code to …"). */
  const [notice, setNotice] = useState<string | null>(null);
  /** A send that failed for a reason other than the cooldown. */
  const [sendError, setSendError] = useState<string | null>(null);

  const refreshUser = useCallback(async () => {
    try {
      setUser(await getMe(api));
    } catch {
      // The page keeps what it knows; the next sign-in or reload brings the user up to date.
    }
  }, [api, setUser]);

  const send = useCallback(async () => {
    setSending(true);
    setSendError(null);
    try {
      const answer = await CALLS[channel].send(api);
      setSent(true);
      setNotice(answer.message);
      startCooldown(answer.retry_after_seconds);
    } catch (error) {
      const apiError = toApiRequestError(error);
      if (apiError.status === 429) {
        // A code went out moments ago (this visit or the last): it is still valid, so only the wait is shown.
        setSent(true);
        setNotice(apiError.message);
        startCooldown(apiError.retryAfterSeconds ?? 60);
      } else if (apiError.status === 409) {
        // Already verified (in another tab, say): refresh the user so the page shows it.
        await refreshUser();
      } else {
        setSendError(apiError.message);
        if (apiError.retryAfterSeconds) startCooldown(apiError.retryAfterSeconds);
      }
    } finally {
      setSending(false);
    }
  }, [api, channel, startCooldown, refreshUser]);

  /** Resolves to an error message, or null when the code was accepted. */
  const verify = useCallback(
    async (code: string): Promise<string | null> => {
      try {
        const answer = await CALLS[channel].verify(api, code);
        try {
          setUser(await getMe(api));
        } catch {
          if (answer.user) setUser(answer.user);
        }
        toast.success(authText.t(CALLS[channel].done));
        return null;
      } catch (error) {
        return toApiRequestError(error).message;
      }
    },
    [api, channel, setUser],
  );

  return { send, verify, sending, sent, notice, sendError, cooldown: cooldown.remaining };
}

export type CodeChannel = ReturnType<typeof useCodeChannel>;
