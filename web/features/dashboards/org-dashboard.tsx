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
import { dashboardsText } from '@/web/features/dashboards/i18n';

/** The organization's home: the account's real state; the organization tools are being built. */
export function OrgDashboard() {
  useDocumentTitle(dashboardsText.t('organizationDashboard'));
  const { user } = useSession();
  if (!user) return null;

  const actions: QuickAction[] = [
    ...(isFullyVerified(user)
      ? []
      : [
          {
            label: dashboardsText.t('finishVerification'),
            description: dashboardsText.t('confirmYourEmailAndPhone'),
            to: paths.verification,
            icon: ShieldCheck,
          },
        ]),
    {
      label: dashboardsText.t('editYourProfile'),
      description: dashboardsText.t('nameAndPhoneNumber'),
      to: profilePath(user.user_type),
      icon: UserRound,
    },
  ];

  return (
    <>
      <DashboardHeader title={dashboardsText.t('welcomeName', { name: user.name })}>
        {dashboardsText.t('yourOrganizationAtAGlance')}
      </DashboardHeader>
      <section
        aria-label={dashboardsText.t('overview')}
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <InfoCard
          icon={Building}
          title={dashboardsText.t('memberFarms')}
          footer={
            <Link to={paths.org.reports} className="btn btn-outline btn-primary btn-sm">
              {dashboardsText.t('whatOrganizationReportsWillInclude')}
            </Link>
          }
        >
          <p>{dashboardsText.t('organizationToolsAreBeingBuilt')}</p>
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
