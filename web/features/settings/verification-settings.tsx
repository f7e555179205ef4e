import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { SettingsCard } from './settings-card';
import { settingsText } from '@/web/features/settings/i18n';

const state = (at: string | null) => settingsText.t(at ? 'verified' : 'notVerifiedYet');

export function VerificationSettings() {
  useDocumentTitle(settingsText.t('verificationSettings'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <SettingsCard
      title={settingsText.t('verification')}
      description={settingsText.t('verifiedContactsReceiveAlertsAnd')}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-base-content/70">{settingsText.t('eMail')}</dt>
        <dd>
          {user.email} — <strong>{state(user.email_verified_at)}</strong>
        </dd>
        <dt className="text-base-content/70">{settingsText.t('phone')}</dt>
        <dd>
          {user.phone_number ? (
            <>
              {user.phone_number} — <strong>{state(user.phone_verified_at)}</strong>
            </>
          ) : (
            settingsText.t('noPhoneNumberOnYour')
          )}
        </dd>
      </dl>
      {!isFullyVerified(user) && (
        <div>
          <Link to={paths.verification} className="btn btn-primary btn-sm">
            {settingsText.t('verifyNow')}
          </Link>
        </div>
      )}
    </SettingsCard>
  );
}
