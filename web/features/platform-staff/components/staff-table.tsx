// The platform team, one row each: the role can be changed in place by staff.edit, the person removed by
// staff.delete; nobody changes their own row (the server refuses it too).
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import type { PlatformRole, PlatformStaffMember } from '@/shared/contracts/platform-staff';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useChangeStaffRole, useRemoveStaff } from '../hooks/use-platform-staff';
import { roleName } from '../platform-labels';
import { platformStaffText } from '../i18n';

interface Props {
  staff: PlatformStaffMember[];
  roles: PlatformRole[];
  selfId: string;
  mayEdit: boolean;
  mayRemove: boolean;
  formatDate: (value: string) => string;
}

export function StaffTable({ staff, roles, selfId, mayEdit, mayRemove, formatDate }: Props) {
  const change = useChangeStaffRole();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<PlatformStaffMember | null>(null);

  const changeRole = async (member: PlatformStaffMember, roleId: string) => {
    try {
      const updated = await change.mutateAsync({ userId: member.id, roleId });
      toast.success(
        platformStaffText.t('roleChanged', {
          name: updated.name,
          role: roleName({ id: updated.role_id, name: updated.role_name }),
        }),
      );
    } catch (error) {
      toast.error(failureMessage(error, platformStaffText.t('actionFailed')));
    }
  };
  const confirmRemove = async (member: PlatformStaffMember) => {
    try {
      await remove.mutateAsync(member.id);
      toast.success(platformStaffText.t('removed', { name: member.name }));
      setRemoving(null);
    } catch (error) {
      toast.error(failureMessage(error, platformStaffText.t('actionFailed')));
    }
  };

  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{platformStaffText.t('name')}</th>
            <th scope="col">{platformStaffText.t('role')}</th>
            <th scope="col">{platformStaffText.t('since')}</th>
            <th scope="col">
              <span className="sr-only">{platformStaffText.t('remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => {
            const self = member.id === selfId;
            return (
              <tr key={member.id}>
                <th scope="row">
                  <div className="font-semibold">
                    {member.name}{' '}
                    {self && <span className="badge badge-ghost badge-sm">{platformStaffText.t('you')}</span>}
                  </div>
                  <div className="text-xs font-normal text-base-content/60">{member.email}</div>
                </th>
                <td>
                  {mayEdit && !self ? (
                    <select
                      className="select select-sm"
                      aria-label={platformStaffText.t('roleOfName', { name: member.name })}
                      value={member.role_id ?? ''}
                      disabled={change.isPending}
                      onChange={(event) => void changeRole(member, event.target.value)}
                    >
                      {member.role_id === null && (
                        <option value="">{platformStaffText.t('fullAccess')}</option>
                      )}
                      {roles.map((role) => (
                        <option key={role.id} value={role.id}>
                          {roleName(role)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span title={member.role_id ? undefined : platformStaffText.t('fullAccessHint')}>
                      {roleName({ id: member.role_id, name: member.role_name })}
                    </span>
                  )}
                </td>
                <td>{formatDate(member.created_at)}</td>
                <td className="text-right">
                  {mayRemove && !self && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-error"
                      aria-label={platformStaffText.t('removeName', { name: member.name })}
                      onClick={() => setRemoving(member)}
                    >
                      {platformStaffText.t('remove')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {removing && (
        <ConfirmDialog
          title={platformStaffText.t('removeTitle', { name: removing.name })}
          confirmLabel={platformStaffText.t('remove')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{platformStaffText.t('removeBody', { name: removing.name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
