import { KeyRound, Palette, ShieldCheck, UserRound } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './components/account-card';
import { DashboardHeader } from './components/dashboard-header';
import { PlatformFigures } from './components/platform-figures';
import { QuickActions, type QuickAction } from './components/quick-actions';
import { VerificationCard } from './components/verification-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

/** The superadmin's overview: the platform's figures (docs/product/administration.md "Dashboard"), then the account. */
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
      <PlatformFigures />
      <section
        aria-label={dashboardsText.t('overview')}
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
