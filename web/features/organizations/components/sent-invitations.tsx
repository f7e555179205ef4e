// The invitations the organization sent that wait for an answer or were declined: only what it typed and when,
// never the farm (docs/product/organizations.md "Invitations"). Pending ones can be withdrawn, declined ones
// cleared.
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import type { SentInvitation } from '@/shared/contracts/organizations';
import { useWithdrawInvitation } from '../hooks/use-organization-dashboard';
import { statusLabel } from '../share-labels';
import { organizationsText } from '../i18n';

export function SentInvitations({
  invitations,
  formatDate,
}: {
  invitations: SentInvitation[];
  formatDate: (value: string) => string;
}) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) {
    return <p className="text-base-content/70">{organizationsText.t('noSentInvitations')}</p>;
  }
  const remove = async (invitation: SentInvitation) => {
    try {
      await withdraw.mutateAsync(invitation.id);
      toast.success(organizationsText.t('invitationWithdrawn'));
    } catch (error) {
      toast.error(failureMessage(error, organizationsText.t('actionFailed')));
    }
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{organizationsText.t('invitedAs')}</th>
            <th scope="col">{organizationsText.t('invitedOn')}</th>
            <th scope="col">{organizationsText.t('status')}</th>
            <th scope="col">
              <span className="sr-only">{organizationsText.t('withdraw')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => {
            const pending = invitation.status === 'invited';
            return (
              <tr key={invitation.id}>
                <td className="break-all">{invitation.invited_as}</td>
                <td>{formatDate(invitation.invited_at)}</td>
                <td>
                  <span className={pending ? 'badge badge-warning badge-soft' : 'badge badge-ghost'}>
                    {statusLabel(invitation.status)}
                  </span>
                </td>
                <td className="text-right">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={withdraw.isPending}
                    aria-label={organizationsText.t(pending ? 'withdrawInvitationTo' : 'removeInvitationTo', {
                      name: invitation.invited_as,
                    })}
                    onClick={() => void remove(invitation)}
                  >
                    {organizationsText.t(pending ? 'withdraw' : 'remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
