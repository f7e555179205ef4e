// /farmer/staff/teams: the current farm's teams with their members (docs/product/staff.md "Teams"); create,
// change and delete for the roles that allow it.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Team } from '@/shared/api/staff';
import { paths } from '@/shared/routes/paths';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useStaffList, useTeams } from '../hooks/use-staff';
import { useDeleteTeam } from '../hooks/use-team-writes';
import { staffText } from '../i18n';
import { TeamDialog } from './team-dialog';

export function TeamsPage({
  farmId,
  farmName,
  toolbar,
}: {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
}) {
  useDocumentTitle(staffText.t('teams'));
  const can = useFarmCan();
  const teams = useTeams(farmId);
  const people = useStaffList(farmId);
  const remove = useDeleteTeam(farmId);
  const [editing, setEditing] = useState<{ team?: Team } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const mayCreate = can(farmId, 'staff.create');
  const mayEdit = can(farmId, 'staff.edit');
  const mayDelete = can(farmId, 'staff.delete');

  return (
    <>
      <Link to={paths.farmer.staff} className="btn btn-ghost btn-sm mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {staffText.t('backToStaff')}
      </Link>
      <PageHeader
        title={staffText.t('teams')}
        description={staffText.t('teamsDescription', { farmName })}
        actions={
          <>
            {toolbar}
            {mayCreate && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {staffText.t('newTeam')}
              </button>
            )}
          </>
        }
      />
      {teams.isPending ? (
        <LoadingState label={staffText.t('loadingTeams')} />
      ) : teams.isError ? (
        <ErrorState message={staffText.t('failedToLoadTeams')} onRetry={() => void teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <EmptyState title={staffText.t('noTeamsYet')}>{staffText.t('teamsHelp')}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {teams.data.map((team) => (
            <li key={team.id} className="card border border-base-300 bg-base-100">
              <div className="card-body">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="card-title text-base">{team.name}</h2>
                  <div className="flex gap-1">
                    {mayEdit && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-square"
                        aria-label={staffText.t('editName', { name: team.name })}
                        onClick={() => setEditing({ team })}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </button>
                    )}
                    {mayDelete && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm btn-square text-error"
                        aria-label={staffText.t('deleteName', { name: team.name })}
                        onClick={() => setDeleting(team)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    )}
                  </div>
                </div>
                {team.description && <p className="text-sm text-base-content/70">{team.description}</p>}
                <p className="text-sm font-medium">
                  {staffText.t('memberCount', { count: team.members.length })}
                </p>
                <div className="flex flex-wrap gap-1">
                  {team.members.map((member) => (
                    <Link
                      key={member.id}
                      to={paths.farmer.staffMember(member.id)}
                      className="badge badge-soft hover:badge-primary"
                    >
                      {member.name}
                    </Link>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TeamDialog
          farmId={farmId}
          team={editing.team}
          people={people.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={staffText.t('deleteTeamQuestion', { name: deleting.name })}
          confirmLabel={staffText.t('deleteTeam')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        >
          <p>{staffText.t('deleteTeamExplanation')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
