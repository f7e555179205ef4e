// /farmer/staff: the current farm's people with search, role and team filters, the invite dialog, and the
// invitations still open (docs/product/staff.md). What the caller's role does not allow is not offered; the
// server refuses it anyway.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { UserPlus, UsersRound } from 'lucide-react';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { StaffMember } from '@/shared/api/staff';
import { paths } from '@/shared/routes/paths';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useSession } from '@/web/lib/session';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmRoles, useStaffList, useTeams } from '../hooks/use-staff';
import { roleOptions } from '../role-choice';
import { staffText } from '../i18n';
import { InvitationsPanel } from './invitations-panel';
import { InviteDialog } from './invite-dialog';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { StaffFilters } from './staff-filters';
import { StaffTable } from './staff-table';

export interface StaffPageProps {
  farmId: string;
  farmName: string;
  /** The caller's own role on the farm: only an owner offers Owner or touches an owner. */
  callerRole: MemberRoleKind;
  toolbar?: ReactNode;
}

export function StaffPage({ farmId, farmName, callerRole, toolbar }: StaffPageProps) {
  useDocumentTitle(staffText.t('staff'));
  const can = useFarmCan();
  const navigate = useNavigate();
  const { user } = useSession();
  const isOwner = callerRole === 'owner';
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<{ role?: string; team?: string }>({});
  const deferredSearch = useDeferredValue(search.trim());
  const query = useStaffList(farmId, { ...filters, search: deferredSearch || undefined });
  const teams = useTeams(farmId);
  const roles = useFarmRoles(farmId);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const mayChange = (member: StaffMember) => member.role !== 'owner' || isOwner;
  const mayInvite = can(farmId, 'staff.create');
  const mayEdit = can(farmId, 'staff.edit');
  const mayRemove = can(farmId, 'staff.delete');

  return (
    <>
      <PageHeader
        title={staffText.t('staff')}
        description={staffText.t('staffDescription', { farmName })}
        actions={
          <>
            {toolbar}
            <ExportMenu url={listExportPaths.staff(farmId)} fileLabel={staffText.t('staff')} />
            <Link to={paths.farmer.teams} className="btn btn-ghost btn-sm">
              <UsersRound className="h-4 w-4" aria-hidden="true" /> {staffText.t('teams')}
            </Link>
            {mayInvite && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setInviting(true)}>
                <UserPlus className="h-4 w-4" aria-hidden="true" /> {staffText.t('inviteSomeone')}
              </button>
            )}
          </>
        }
      />
      <StaffFilters
        search={search}
        onSearch={setSearch}
        query={filters}
        onChange={setFilters}
        roles={roleOptions(roles.data ?? [], { canGrantOwner: true })}
        teams={teams.data ?? []}
      />
      {query.isPending ? (
        <LoadingState label={staffText.t('loadingStaff')} />
      ) : query.isError ? (
        <ErrorState message={staffText.t('failedToLoadStaff')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={staffText.t('noOneMatches')}>{staffText.t('tryOtherFilters')}</EmptyState>
      ) : (
        <StaffTable
          staff={query.data}
          currentUserId={user?.id}
          mayChange={mayChange}
          onEdit={mayEdit ? (member) => navigate(paths.farmer.staffEdit(member.user_id)) : undefined}
          onRemove={mayRemove ? setRemoving : undefined}
        />
      )}
      <InvitationsPanel farmId={farmId} canResend={mayInvite} canRevoke={mayRemove} isOwner={isOwner} />
      {inviting && (
        <InviteDialog
          farmId={farmId}
          farmName={farmName}
          roles={roleOptions(roles.data ?? [], { canGrantOwner: isOwner })}
          onClose={() => setInviting(false)}
        />
      )}
      {removing && (
        <RemoveStaffDialog
          farmId={farmId}
          farmName={farmName}
          member={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
