// The staff list's filters: a search over name, e-mail, phone and job title, a role and a team.
import { Search } from 'lucide-react';
import type { StaffListQuery, Team } from '@/shared/api/staff';
import type { RoleOption } from '../role-choice';
import { staffText } from '../i18n';

export interface StaffFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  query: StaffListQuery;
  onChange: (query: StaffListQuery) => void;
  roles: RoleOption[];
  teams: Team[];
}

export function StaffFilters({ search, onSearch, query, onChange, roles, teams }: StaffFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search">
      <label className="input min-w-56 flex-1">
        <Search className="h-4 w-4 opacity-60" aria-hidden="true" />
        <span className="sr-only">{staffText.t('searchStaff')}</span>
        <input
          type="search"
          value={search}
          placeholder={staffText.t('searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>{staffText.t('role')}</span>
        <select
          className="select select-sm"
          value={query.role ?? ''}
          onChange={(event) => onChange({ ...query, role: event.target.value || undefined })}
        >
          <option value="">{staffText.t('allRoles')}</option>
          {roles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>{staffText.t('team')}</span>
        <select
          className="select select-sm"
          value={query.team ?? ''}
          onChange={(event) => onChange({ ...query, team: event.target.value || undefined })}
        >
          <option value="">{staffText.t('allTeams')}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
