// The farmer's home (docs/product/dashboard.md): the current farm's stock, tasks, crops, money, notifications and
// latest activity, each linked to where it comes from, and the shortcuts the person's role allows. Without a farm
// yet, the way to set one up. The route gives the farm, its switcher and its weather (features never import each
// other).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListPlus, Package, Receipt, ShieldCheck, ShoppingCart, Tractor, UserRound } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { isFullyVerified } from '@/shared/session/verification';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AccountCard } from './components/account-card';
import { DashboardHeader } from './components/dashboard-header';
import { FarmOverview, type FarmOverviewSlots } from './components/farm-overview';
import { InfoCard } from './components/info-card';
import { QuickActions, type QuickAction } from './components/quick-actions';
import { VerificationCard } from './components/verification-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

const t = dashboardsText.t;

export interface FarmerDashboardProps extends FarmOverviewSlots {
  /** The current farm; null when the person has none yet; undefined while their farms load. */
  farm: { id: string; name: string } | null | undefined;
  /** The farms could not be loaded: the message, and how to try again. */
  farmsError?: { message: string; retry: () => void } | null;
  /** The farm switcher. */
  toolbar?: ReactNode;
}

function useQuickActions(farmId: string | null, verified: boolean): QuickAction[] {
  const can = useFarmCan();
  const farmActions: (QuickAction & { allowed: boolean })[] = farmId
    ? [
        {
          label: t('recordSale'),
          description: t('recordSaleDescription'),
          to: paths.farmer.salesAdd,
          icon: ShoppingCart,
          allowed: can(farmId, 'sales.create'),
        },
        {
          label: t('addExpense'),
          description: t('addExpenseDescription'),
          to: paths.farmer.expenses,
          icon: Receipt,
          allowed: can(farmId, 'finances.create'),
        },
        {
          label: t('addStock'),
          description: t('addStockDescription'),
          to: paths.farmer.farmInventoryAdd(farmId),
          icon: Package,
          allowed: can(farmId, 'inventory.create'),
        },
        {
          label: t('createTask'),
          description: t('createTaskDescription'),
          to: paths.farmer.taskAdd,
          icon: ListPlus,
          allowed: can(farmId, 'tasks.create'),
        },
      ]
    : [];
  return [
    ...(verified
      ? []
      : [
          {
            label: t('finishVerification'),
            description: t('confirmYourEmailAndPhone'),
            to: paths.verification,
            icon: ShieldCheck,
          },
        ]),
    ...farmActions.filter((action) => action.allowed).map(({ allowed: _, ...action }) => action),
    { label: t('yourFarms'), description: t('yourFarmsDescription'), to: paths.farmer.farms, icon: Tractor },
    // Before the first farm, the account is what there is to set up.
    ...(farmId
      ? []
      : [
          {
            label: t('editYourProfile'),
            description: t('nameAndPhoneNumber'),
            to: paths.farmer.settings('profile'),
            icon: UserRound,
          },
        ]),
  ];
}

export function FarmerDashboard({ farm, farmsError, toolbar, ...slots }: FarmerDashboardProps) {
  useDocumentTitle(t('dashboard'));
  const { user } = useSession();
  const verified = user ? isFullyVerified(user) : true;
  const actions = useQuickActions(farm?.id ?? null, verified);
  if (!user) return null;

  let body: ReactNode;
  if (farmsError) body = <ErrorState message={farmsError.message} onRetry={farmsError.retry} />;
  else if (farm === undefined) body = <LoadingState label={t('loadingDashboard')} />;
  else if (farm === null)
    body = (
      <section
        aria-label={t('overview')}
        data-tour="dashboard-overview"
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <InfoCard
          icon={Tractor}
          title={t('noFarmYetTitle')}
          footer={
            <Link to={paths.farmSetup} className="btn btn-primary btn-sm">
              {t('setUpFarm')}
            </Link>
          }
        >
          <p>{t('noFarmYetBody')}</p>
        </InfoCard>
        <VerificationCard user={user} />
        <AccountCard user={user} />
      </section>
    );
  else body = <FarmOverview key={farm.id} farmId={farm.id} {...slots} />;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DashboardHeader title={t('welcomeName', { name: user.name })}>
          {farm ? t('farmStandsToday', { farm: farm.name }) : t('hereIsWhereYourFarm')}
        </DashboardHeader>
        {toolbar}
      </div>
      {farm && !verified && (
        <div className="mb-4 max-w-xl">
          <VerificationCard user={user} />
        </div>
      )}
      {body}
      <QuickActions actions={actions} />
    </>
  );
}
