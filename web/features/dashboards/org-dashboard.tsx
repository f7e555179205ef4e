import { Link } from 'react-router-dom';
import { Building, ShieldCheck, UserRound } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { profilePath } from '@/web/lib/profile-path';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './components/account-card';
import { DashboardHeader } from './components/dashboard-header';
import { InfoCard } from './components/info-card';
import { QuickActions, type QuickAction } from './components/quick-actions';
import { VerificationCard } from './components/verification-card';

/** The organization's home: the account's real state; the organization tools are being built. */
export function OrgDashboard() {
  useDocumentTitle('Organization dashboard');
  const { user } = useSession();
  if (!user) return null;

  const actions: QuickAction[] = [
    ...(isFullyVerified(user)
      ? []
      : [
          {
            label: 'Finish verification',
            description: 'Confirm your e-mail and phone',
            to: paths.verification,
            icon: ShieldCheck,
          },
        ]),
    {
      label: 'Edit your profile',
      description: 'Name and phone number',
      to: profilePath(user.user_type),
      icon: UserRound,
    },
  ];

  return (
    <>
      <DashboardHeader title={`Welcome, ${user.name}`}>Your organization at a glance.</DashboardHeader>
      <section
        aria-label="Overview"
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <InfoCard
          icon={Building}
          title="Member farms"
          footer={
            <Link to={paths.org.reports} className="btn btn-outline btn-primary btn-sm">
              What organization reports will include
            </Link>
          }
        >
          <p>
            Organization tools are being built: your member farms and farmers, and production, inventory and
            finance reports across them. They are not available yet.
          </p>
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
