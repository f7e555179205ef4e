import { useContext } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useText } from '@/shared/i18n/react';
import { errorsText } from './i18n';
import { HardNavigationContext } from './hard-navigation';

type Props = { dashboardPath: string; showDashboard: boolean; showBack: boolean; showRefresh: boolean };

/** The three buttons of docs/product/web-app.md, each of which can be hidden. */
export function ErrorButtons({ dashboardPath, showDashboard, showBack, showRefresh }: Props) {
  const t = useText(errorsText);
  const hard = useContext(HardNavigationContext);
  const inRouter = useInRouterContext();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {showDashboard &&
        (inRouter && !hard ? (
          <RouterDashboardButton to={dashboardPath} />
        ) : (
          <DashboardButton onClick={() => window.location.assign(dashboardPath)} />
        ))}
      {showBack && (
        <button type="button" className="btn btn-outline" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('goBack')}
        </button>
      )}
      {showRefresh && (
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('refreshPage')}
        </button>
      )}
    </div>
  );
}

function RouterDashboardButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <DashboardButton onClick={() => void navigate(to)} />;
}

function DashboardButton({ onClick }: { onClick: () => void }) {
  const t = useText(errorsText);
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      <LayoutDashboard aria-hidden="true" className="size-4" />
      {t('goToDashboard')}
    </button>
  );
}
