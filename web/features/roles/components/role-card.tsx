// One role on the roles page: its name, whether it is built in, what it is for, how many people hold it and what it
// grants per module. A custom role carries its actions when the person may manage roles.
import type { ReactNode } from 'react';
import type { FarmRole } from '@/shared/contracts/farm-roles';
import { Badge } from '@/shared/ui/badge';
import { grantsByModule } from '../permission-matrix';
import { actionLabel, moduleLabel, roleDescription, roleName } from '../role-labels';
import { rolesText } from '@/web/features/roles/i18n';

export function RoleCard({ role, actions }: { role: FarmRole; actions?: ReactNode }) {
  const name = roleName(role);
  const description = roleDescription(role);
  const grants = grantsByModule(role.permissions);
  return (
    <li className="card border border-base-300 bg-base-100" aria-label={name}>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start gap-2">
          <h3 className="card-title min-w-0 flex-1 break-words text-lg">{name}</h3>
          <Badge variant="outline" size="sm">
            {role.built_in ? rolesText.t('builtIn') : rolesText.t('custom')}
          </Badge>
          <Badge size="sm">{rolesText.t('memberCount', { count: role.member_count })}</Badge>
        </div>
        {description && <p className="text-sm text-base-content/70">{description}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {grants.map(({ module, actions: granted }) => (
            <div key={module} className="contents">
              <dt className="font-medium">{moduleLabel(module)}</dt>
              <dd className="text-base-content/80">{granted.map(actionLabel).join(', ')}</dd>
            </div>
          ))}
        </dl>
        {actions && <div className="card-actions mt-1">{actions}</div>}
      </div>
    </li>
  );
}
