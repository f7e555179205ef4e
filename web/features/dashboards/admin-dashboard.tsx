import { Link } from 'react-router-dom';
import { KeyRound, Palette, ShieldCheck, UserRound, Wrench } from 'lucide-react';
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

const PLATFORM_AREAS = [
  { labelKey: 'areaFarmers', to: paths.admin.farmers },
  { labelKey: 'areaPlatformStaffAndRoles', to: paths.admin.staff },
  { labelKey: 'areaCropTemplates', to: paths.admin.cropTemplates },
  { labelKey: 'areaSubscriptionsAndPackages', to: paths.admin.subscriptions },
  { labelKey: 'areaNotifications', to: paths.admin.notifications },
  { labelKey: 'areaIntegrations', to: paths.admin.integrations },
  { labelKey: 'areaAiManagement', to: paths.admin.ai },
  { labelKey: 'areaSystemSettings', to: paths.admin.systemSettings },
] as const;

/** The superadmin's overview: the account's real state and the platform areas, which are being built. */
export function AdminDashboard() {
  useDocumentTitle(dashboardsText.t('platformOverview'));
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
      label: dashboardsText.t('designSystem'),
      description: dashboardsText.t('designSystemDescription'),
      to: paths.designSystem,
      icon: Palette,
    },
    {
      label: dashboardsText.t('editYourProfile'),
      description: dashboardsText.t('nameAndPhoneNumber'),
      to: paths.admin.settings('profile'),
      icon: UserRound,
    },
    {
      label: dashboardsText.t('passwordAndSessions'),
      description: dashboardsText.t('passwordAndSessionsDescription'),
      to: paths.admin.settings('privacy'),
      icon: KeyRound,
    },
  ];

  return (
    <>
      <DashboardHeader title={dashboardsText.t('welcomeName', { name: user.name })}>
        {dashboardsText.t('platformAdministration')}
      </DashboardHeader>
      <section
        aria-label={dashboardsText.t('overview')}
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <InfoCard icon={Wrench} title={dashboardsText.t('platformManagement')}>
          <p>{dashboardsText.t('theAdministrationScreensAreBeing')}</p>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
            {PLATFORM_AREAS.map((area) => (
              <li key={area.to}>
                <Link to={area.to} className="link link-primary">
                  {dashboardsText.t(area.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
