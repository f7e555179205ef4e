// Renders the honest "not available yet" page for one route of the catalogue (docs/decisions/002).
import { useEffect } from 'react';
import { paths } from '@/shared/routes/paths';
import { dashboardPath } from '@/shared/session/dashboard';
import { useSession } from '@/web/lib/session';
import { ComingSoonPage } from '@/web/features/coming-soon/coming-soon-page';
import { comingSoonCatalogue, type ComingSoonKey } from './catalogue';

export function ComingSoonRoute({ id }: { id: ComingSoonKey }) {
  const entry = comingSoonCatalogue[id];
  const { user } = useSession();
  useEffect(() => {
    document.title = `${entry.title} · Shamba`;
  }, [entry.title]);
  const backTo = user
    ? { label: 'Back to dashboard', to: dashboardPath(user.user_type) }
    : { label: 'Back to the home page', to: paths.home };
  return (
    <ComingSoonPage title={entry.title} area={entry.area} description={entry.description} backTo={backTo} />
  );
}
