// /farmer/staff/{staffId}/edit: change a person's role and terms on the current farm. Only an owner edits an
// owner or offers the owner role; the last owner's demotion comes back from the server as a plain 409 message.
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { MemberRoleKind } from '@/shared/contracts/farm-permissions';
import type { UpdateStaffInput } from '@/shared/api/staff';
import { paths } from '@/shared/routes/paths';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { FormAlert } from '@/web/components/form/form-alert';
import { useFarmRoles, useStaffMember, useTeams } from '../hooks/use-staff';
import { useUpdateStaff } from '../hooks/use-staff-writes';
import { roleOptions } from '../role-choice';
import { staffText } from '../i18n';
import { StaffEditForm } from './staff-edit-form';

export function StaffEditPage({
  farmId,
  staffId,
  callerRole,
}: {
  farmId: string;
  staffId: string;
  callerRole: MemberRoleKind;
}) {
  const member = useStaffMember(farmId, staffId);
  const roles = useFarmRoles(farmId);
  const teams = useTeams(farmId);
  const update = useUpdateStaff(farmId, staffId);
  const navigate = useNavigate();
  const name = member.data?.name ?? '';
  useDocumentTitle(staffText.t('editName', { name }));
  const back = paths.farmer.staffMember(staffId);

  if (member.isPending || teams.isPending) return <LoadingState label={staffText.t('loadingPerson')} />;
  if (member.isError)
    return (
      <ErrorState message={localizeApiMessage(member.error.message)} onRetry={() => void member.refetch()} />
    );
  const isOwner = callerRole === 'owner';

  return (
    <>
      <Link to={back} className="btn btn-ghost btn-sm mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {staffText.t('backToName', { name })}
      </Link>
      <PageHeader title={staffText.t('editName', { name })} description={staffText.t('editDescription')} />
      {member.data.role === 'owner' && !isOwner ? (
        <FormAlert kind="error">{staffText.t('onlyOwnerEditsOwner')}</FormAlert>
      ) : (
        <StaffEditForm
          member={member.data}
          roles={roleOptions(roles.data ?? [], { canGrantOwner: isOwner })}
          teams={teams.data ?? []}
          onCancel={() => navigate(back)}
          onSave={async (input) => {
            await update.mutateAsync({
              role: input.role,
              role_id: input.role_id ?? undefined,
              job_title: input.job_title,
              start_date: input.start_date,
              pay_rate: input.pay_rate,
              pay_period: input.pay_period as UpdateStaffInput['pay_period'],
              team_ids: input.team_ids,
            });
            navigate(back);
          }}
        />
      )}
    </>
  );
}
