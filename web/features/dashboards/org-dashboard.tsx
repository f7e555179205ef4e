import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Building, ShieldCheck, UserRound } from 'lucide-react';
import { getOrganizationDashboard } from '@/shared/api/organizations';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { isFullyVerified } from '@/shared/session/verification';
import { useApi } from '@/web/lib/api';
import { profilePath } from '@/web/lib/profile-path';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './components/account-card';
import { DashboardHeader } from './components/dashboard-header';
import { InfoCard } from './components/info-card';
import { QuickActions, type QuickAction } from './components/quick-actions';
import { VerificationCard } from './components/verification-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

/** This month's shared profit per currency (docs/product/organizations.md "The dashboard"): never added across two. */
function sharedProfit(farms: { currency: string; money_summary?: { profit_minor: number } }[]) {
  const totals = new Map<string, number>();
  for (const farm of farms) {
    if (farm.money_summary) {
      totals.set(farm.currency, (totals.get(farm.currency) ?? 0) + farm.money_summary.profit_minor);
    }
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b));
}

/** The organization's home: the account's state, how many farms share with it and their shared money. */
export function OrgDashboard() {
  useDocumentTitle(dashboardsText.t('organizationDashboard'));
  const { user } = useSession();
  const api = useApi();
  const dashboard = useQuery({
    queryKey: ['organization', 'dashboard'],
    queryFn: () => getOrganizationDashboard(api),
  });
  if (!user) return null;
  const farms = dashboard.data?.farms ?? [];

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
              {dashboardsText.t('openOrganizationReports')}
            </Link>
          }
        >
          {dashboard.data && (
            <>
              <p>{dashboardsText.t('memberFarmsSharing', { count: farms.length })}</p>
              {sharedProfit(farms).map(([currency, profit]) => (
                <p key={currency} className="tabular-nums">
                  {dashboardsText.t('sharedProfitThisMonth', { amount: formatMoney(profit, currency) })}
                </p>
              ))}
            </>
          )}
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
      <QuickActions actions={actions} />
    </>
  );
}
