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
  { label: 'Farmers', to: paths.admin.farmers },
  { label: 'Platform staff and roles', to: paths.admin.staff },
  { label: 'Crop templates', to: paths.admin.cropTemplates },
  { label: 'Subscriptions and packages', to: paths.admin.subscriptions },
  { label: 'Notifications', to: paths.admin.notifications },
  { label: 'Integrations', to: paths.admin.integrations },
  { label: 'AI management', to: paths.admin.ai },
  { label: 'System settings', to: paths.admin.systemSettings },
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
            label: 'Finish verification',
            description: 'Confirm your e-mail and phone',
            to: paths.verification,
            icon: ShieldCheck,
          },
        ]),
    {
      label: 'Design system',
      description: 'The components the product is built from',
      to: paths.designSystem,
      icon: Palette,
    },
    {
      label: 'Edit your profile',
      description: 'Name and phone number',
      to: paths.admin.settings('profile'),
      icon: UserRound,
    },
    {
      label: 'Password and sessions',
      description: 'Change your password, sign out everywhere',
      to: paths.admin.settings('privacy'),
      icon: KeyRound,
    },
  ];

  return (
    <>
      <DashboardHeader title={`Welcome, ${user.name}`}>
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
                  {area.label}
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
