import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PartyPopper } from 'lucide-react';
import { dashboardPath } from '@/shared/session/dashboard';
import { isFullyVerified, verificationSendsNeeded } from '@/shared/session/verification';
import { profilePath } from '@/web/lib/profile-path';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { CodeSection } from '../components/code-section';
import { rememberedFrom } from '../post-sign-in';
import { useCodeChannel } from '../use-code-channel';
import { useMessageDelivery } from '../use-message-delivery';
import { authText } from '@/web/features/auth/i18n';

/** docs/product/accounts.md Verification after sign-in: codes go out on arrival, once per visit; each is entered here. */
export function VerificationPage() {
  useDocumentTitle(authText.t('verifyYourAccount'));
  const { user } = useSession();
  const location = useLocation();
  const from = rememberedFrom(location.state);
  const email = useCodeChannel('email');
  const sms = useCodeChannel('sms');
  const delivery = useMessageDelivery();
  const sendEmail = email.send;
  const sendSms = sms.send;

  // Once per visit: not again when the user is re-fetched after a verify, nor on React's dev double effects.
  const sentThisVisit = useRef(false);
  useEffect(() => {
    if (sentThisVisit.current || !user) return;
    sentThisVisit.current = true;
    const needed = verificationSendsNeeded(user);
    if (needed.email) void sendEmail();
    if (needed.sms) void sendSms();
  }, [user, sendEmail, sendSms]);

  if (!user) return null;
  const done = isFullyVerified(user);
  const next = from ?? dashboardPath(user.user_type);

  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{authText.t('verifyYourAccount')}</h1>
        <p className="mt-1 text-sm text-base-content/70">
          {user.phone_number ? authText.t('confirmingYourEmailAndPhone') : authText.t('confirmingYourEmail')}
        </p>
      </div>

      <CodeSection
        title={authText.t('eMailAddress')}
        codeLabel={authText.t('emailCode')}
        destination={user.email}
        verified={Boolean(user.email_verified_at)}
        channel={email}
        outboxNotice={delivery?.email === 'outbox' ? authText.t('emailGoesToOutbox') : null}
      />
      {user.phone_number ? (
        <CodeSection
          title={authText.t('phoneNumber')}
          codeLabel={authText.t('smsCode')}
          destination={user.phone_number}
          verified={Boolean(user.phone_verified_at)}
          channel={sms}
          outboxNotice={delivery?.sms === 'outbox' ? authText.t('smsGoesToOutbox') : null}
        />
      ) : (
        <p className="text-sm text-base-content/70">
          {authText.t('noPhoneNumberOnYour')}{' '}
          <Link to={profilePath(user.user_type)} className="link link-primary">
            {authText.t('addOneInYourProfile')}
          </Link>{' '}
          {authText.t('toGetAlertsBySms')}
        </p>
      )}

      {done ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-box bg-primary/10 p-5 text-center"
        >
          <PartyPopper className="h-8 w-8 text-primary" aria-hidden="true" />
          <p className="font-semibold">{authText.t('yourAccountIsVerified')}</p>
          <Link to={next} replace className="btn btn-primary">
            {from ? authText.t('continueWhereYouLeftOff') : authText.t('continueToDashboard')}
          </Link>
        </div>
      ) : (
        <p className="text-center text-sm">
          <Link to={next} className="link">
            {authText.t('skipForNow')}
          </Link>
        </p>
      )}
    </>
  );
}
