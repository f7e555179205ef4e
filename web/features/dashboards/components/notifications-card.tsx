// The caller's unread notifications (docs/product/dashboard.md "Notifications"), linked to the unread list.
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { dashboardsText } from '../i18n';
import { DashboardCard } from './dashboard-card';

const t = dashboardsText.t;

export function NotificationsCard({ unread }: { unread: number }) {
  return (
    <DashboardCard icon={Bell} title={t('notificationsTitle')}>
      <Link
        to={`${paths.farmer.notifications}?show=unread`}
        className={`link-hover link text-lg font-semibold ${unread > 0 ? 'text-primary' : ''}`}
      >
        {t('unreadCount', { count: unread })}
      </Link>
    </DashboardCard>
  );
}
