import { UserRound } from 'lucide-react';
import type { User } from '@/shared/contracts/user';
import { formatDateTime } from '@/shared/i18n/format';
import { userTypeLabel } from '@/web/lib/profile-path';
import { InfoCard } from './info-card';
import { dashboardsText } from '@/web/features/dashboards/i18n';

/** The sign-up date in the words of the language shown; null when the date cannot be read. */
function memberSince(createdAt: string) {
  return formatDateTime(createdAt, { day: 'numeric', month: 'long', year: 'numeric' }) || null;
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
