import { Link } from 'react-router-dom';
import { Globe, KeyRound, ShieldCheck, Sprout, Tractor, UserRound } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './components/account-card';
import { DashboardHeader } from './components/dashboard-header';
import { InfoCard } from './components/info-card';
import { QuickActions, type QuickAction } from './components/quick-actions';
import { VerificationCard } from './components/verification-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

/** The farmer's home: only real facts about the account (docs/decisions/002), and where to go next. */
export function FarmerDashboard() {
  useDocumentTitle(dashboardsText.t('dashboard'));
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
      label: dashboardsText.t('yourFarms'),
      description: dashboardsText.t('yourFarmsDescription'),
      to: paths.farmer.farms,
      icon: Tractor,
    },
    {
      label: dashboardsText.t('editYourProfile'),
      description: dashboardsText.t('nameAndPhoneNumber'),
      to: paths.farmer.settings('profile'),
      icon: UserRound,
    },
    {
      label: dashboardsText.t('regionalSettings'),
      description: dashboardsText.t('regionalSettingsDescription'),
      to: paths.farmer.settings('regional'),
      icon: Globe,
    },
    {
      label: dashboardsText.t('passwordAndSessions'),
      description: dashboardsText.t('passwordAndSessionsDescription'),
      to: paths.farmer.settings('privacy'),
      icon: KeyRound,
    },
  ];

  return (
    <>
      <DashboardHeader title={dashboardsText.t('welcomeName', { name: user.name })}>
        {dashboardsText.t('hereIsWhereYourFarm')}
      </DashboardHeader>
      <section
        aria-label={dashboardsText.t('overview')}
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <InfoCard
          icon={Sprout}
          title={dashboardsText.t('yourFarms')}
          footer={
            <Link to={paths.farmer.farms} className="btn btn-outline btn-primary btn-sm">
              {dashboardsText.t('openYourFarms')}
            </Link>
          }
        >
          <p>{dashboardsText.t('setUpYourFarmsTheir')}</p>
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
