import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { InfoCard } from './info-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

const state = (verifiedAt: string | null) => dashboardsText.t(verifiedAt ? 'verified' : 'notVerifiedYet');

/** The account's real verification state (docs/product/accounts.md), with the way to finish it. */
export function VerificationCard({ user }: { user: User }) {
  const done = isFullyVerified(user);
  return (
    <InfoCard
      icon={ShieldCheck}
      title={dashboardsText.t('accountVerification')}
      footer={
        !done && (
          <Link to={paths.verification} className="btn btn-primary btn-sm">
            {dashboardsText.t('finishVerification')}
          </Link>
        )
      }
    >
      <ul className="space-y-1">
        <li>
          {dashboardsText.t('eMail')} {user.email}: <strong>{state(user.email_verified_at)}</strong>
        </li>
        <li>
          {user.phone_number ? (
            <>
              {dashboardsText.t('phone')} {user.phone_number}:{' '}
              <strong>{state(user.phone_verified_at)}</strong>
            </>
          ) : (
            dashboardsText.t('noPhoneNumberOnYour')
          )}
        </li>
      </ul>
    </InfoCard>
  );
}
