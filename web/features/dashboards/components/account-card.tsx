import { UserRound } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { userTypeLabel } from '@/web/lib/profile-path';
import { InfoCard } from './info-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

function memberSince(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function AccountCard({ user }: { user: User }) {
  const since = memberSince(user.created_at);
  return (
    <InfoCard icon={UserRound} title={dashboardsText.t('yourAccount')}>
      <ul className="space-y-1">
        <li>
          {dashboardsText.t('accountType')} <strong>{userTypeLabel(user.user_type)}</strong>
        </li>
        {since && <li>{dashboardsText.t('memberSinceSince', { since: since })}</li>}
      </ul>
    </InfoCard>
  );
}
