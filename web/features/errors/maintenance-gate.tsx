// Maintenance mode in the web app (docs/product/system-settings.md "Maintenance mode"): while it is on, everyone
// but a signed-in superadmin sees the maintenance page with the administrators' message, and superadmins see a
// banner instead. Reads the public /api/platform with plain fetch, so public pages load no API client for it;
// asks again every minute, and every 10 seconds while maintenance is on, so the app comes back by itself.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Wrench from 'lucide-react/icons/wrench';
import { paths } from '@/shared/routes/paths';
import { useText } from '@/shared/i18n/react';
import { useSession } from '@/web/lib/session';
import { errorsText } from './i18n';
import { MaintenancePage } from './pages';

const POLL_MS = 60_000;
const POLL_IN_MAINTENANCE_MS = 10_000;

interface MaintenanceState {
  enabled: boolean;
  message: string;
}

async function readMaintenance(): Promise<MaintenanceState | null> {
  try {
    const res = await fetch('/api/platform', { headers: { accept: 'application/json' }, cache: 'no-cache' });
    if (!res.ok) return null;
    const body = (await res.json()) as { maintenance?: Partial<MaintenanceState> };
    return { enabled: body.maintenance?.enabled === true, message: String(body.maintenance?.message ?? '') };
  } catch {
    // Offline or the server is restarting: keep showing what was shown.
    return null;
  }
}

export function useMaintenance(): MaintenanceState {
  const [state, setState] = useState<MaintenanceState>({ enabled: false, message: '' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = await readMaintenance();
      if (stopped) return;
      if (next)
        setState((prev) => (prev.enabled === next.enabled && prev.message === next.message ? prev : next));
      timer = setTimeout(() => void check(), next?.enabled ? POLL_IN_MAINTENANCE_MS : POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return state;
}

export function MaintenanceBanner() {
  const t = useText(errorsText);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-2 bg-warning px-4 py-2 text-sm text-warning-content"
    >
      <Wrench aria-hidden="true" className="size-4" />
      <strong>{t('maintenanceModeOn')}</strong>
      <span>{t('maintenanceModeOnDetail')}</span>
      <Link to={paths.admin.systemSettings} className="link">
        {t('maintenanceModeSettings')}
      </Link>
    </div>
  );
}

/** Shows the page, or the maintenance page when maintenance is on and the person is not a superadmin. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useMaintenance();
  const { user } = useSession();
  const { pathname } = useLocation();
  // The sign-in page stays open: a superadmin must be able to sign in to turn maintenance off.
  if (!maintenance.enabled || pathname === paths.login) return <>{children}</>;
  if (user?.user_type.toLowerCase() === 'superadmin') {
    return (
      <>
        <MaintenanceBanner />
        {children}
      </>
    );
  }
  return <MaintenancePage message={maintenance.message} showDashboard={false} />;
}
