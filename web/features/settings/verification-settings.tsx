import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { SettingsCard } from './settings-card';

const state = (at: string | null) => (at ? 'Verified' : 'Not verified yet');

export function VerificationSettings() {
  useDocumentTitle('Verification settings');
  const { user } = useSession();
  if (!user) return null;
  return (
    <SettingsCard
      title="Verification"
      description="Verified contacts receive alerts and password-reset codes."
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-base-content/70">E-mail</dt>
        <dd>
          {user.email} — <strong>{state(user.email_verified_at)}</strong>
        </dd>
        <dt className="text-base-content/70">Phone</dt>
        <dd>
          {user.phone_number ? (
            <>
              {user.phone_number} — <strong>{state(user.phone_verified_at)}</strong>
            </>
          ) : (
            'No phone number on your account'
          )}
        </dd>
      </dl>
      {!isFullyVerified(user) && (
        <div>
          <Link to={paths.verification} className="btn btn-primary btn-sm">
            Verify now
          </Link>
        </div>
      )}
    </SettingsCard>
  );
}
