import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { InfoCard } from './info-card';

const state = (verifiedAt: string | null) => (verifiedAt ? 'verified' : 'not verified yet');

/** The account's real verification state (docs/product/accounts.md), with the way to finish it. */
export function VerificationCard({ user }: { user: User }) {
  const done = isFullyVerified(user);
  return (
    <InfoCard
      icon={ShieldCheck}
      title="Account verification"
      footer={
        !done && (
          <Link to={paths.verification} className="btn btn-primary btn-sm">
            Finish verification
          </Link>
        )
      }
    >
      <ul className="space-y-1">
        <li>
          E-mail {user.email}: <strong>{state(user.email_verified_at)}</strong>
        </li>
        <li>
          {user.phone_number ? (
            <>
              Phone {user.phone_number}: <strong>{state(user.phone_verified_at)}</strong>
            </>
          ) : (
            'No phone number on your account.'
          )}
        </li>
      </ul>
    </InfoCard>
  );
}
