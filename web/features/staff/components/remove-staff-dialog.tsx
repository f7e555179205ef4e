// Confirms taking a person off the farm: they lose access on their next request and leave its teams.
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import type { StaffMember } from '@/shared/api/staff';
import { useRemoveStaff } from '../hooks/use-staff-writes';
import { staffText } from '../i18n';

export function RemoveStaffDialog({
  farmId,
  farmName,
  member,
  onClose,
  onRemoved,
}: {
  farmId: string;
  farmName: string;
  member: StaffMember;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const remove = useRemoveStaff(farmId);
  return (
    <ConfirmDialog
      title={staffText.t('removeNameQuestion', { name: member.name })}
      confirmLabel={staffText.t('removeFromFarm')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(member, {
          onSuccess: () => {
            onClose();
            onRemoved?.();
          },
        })
      }
    >
      <p>{staffText.t('removeExplanation', { name: member.name, farmName })}</p>
    </ConfirmDialog>
  );
}
