// The farm's invitations (docs/product/staff.md "Invitations"): the open ones (pending and expired) with Resend
// and Revoke for those the caller's role allows, and the accepted and revoked ones on request.
import { useState } from 'react';
import { RotateCcw, XCircle } from 'lucide-react';
import type { Invitation } from '@/shared/api/staff';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useInvitations } from '../hooks/use-staff';
import { useResendInvitation, useRevokeInvitation } from '../hooks/use-staff-writes';
import { addressOf, dateLabel, invitationStatusLabel, roleLabel } from '../staff-labels';
import { staffText } from '../i18n';

const STATUS_BADGE: Record<Invitation['status'], string> = {
  pending: 'badge-info',
  expired: 'badge-warning',
  accepted: 'badge-success',
  revoked: 'badge-ghost',
};
const isOpen = (invitation: Invitation) => invitation.status === 'pending' || invitation.status === 'expired';

export interface InvitationsPanelProps {
  farmId: string;
  canResend: boolean;
  canRevoke: boolean;
  /** Only an owner may resend or revoke an invitation to be an owner. */
  isOwner: boolean;
}

export function InvitationsPanel({ farmId, canResend, canRevoke, isOwner }: InvitationsPanelProps) {
  const query = useInvitations(farmId);
  const resend = useResendInvitation(farmId);
  const revoke = useRevokeInvitation(farmId);
  const [showAll, setShowAll] = useState(false);

  if (query.isPending) return <LoadingState label={staffText.t('loadingInvitations')} />;
  if (query.isError)
    return (
      <ErrorState message={staffText.t('failedToLoadInvitations')} onRetry={() => void query.refetch()} />
    );
  const shown = showAll ? query.data : query.data.filter(isOpen);
  const closedCount = query.data.length - query.data.filter(isOpen).length;

  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="invitations-heading" className="text-xl font-semibold">
          {staffText.t('invitations')}
        </h2>
        {closedCount > 0 && (
          <label className="label cursor-pointer gap-2 text-sm">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            {staffText.t('showAcceptedAndRevoked', { count: closedCount })}
          </label>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="text-base-content/70">{staffText.t('noOpenInvitations')}</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{staffText.t('sentTo')}</th>
                <th scope="col">{staffText.t('role')}</th>
                <th scope="col">{staffText.t('status')}</th>
                <th scope="col" className="hidden md:table-cell">
                  {staffText.t('validUntil')}
                </th>
                <th scope="col">
                  <span className="sr-only sm:not-sr-only">{staffText.t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((invitation) => {
                const address = addressOf(invitation);
                const mayTouch = isOpen(invitation) && (invitation.role !== 'owner' || isOwner);
                return (
                  <tr key={invitation.id}>
                    <td>
                      <div className="font-medium">{address}</div>
                      {invitation.invited_by && (
                        <div className="text-sm text-base-content/70">
                          {staffText.t('invitedByOn', {
                            name: invitation.invited_by.name,
                            date: dateLabel(invitation.last_sent_at),
                          })}
                        </div>
                      )}
                    </td>
                    <td>{roleLabel(invitation)}</td>
                    <td>
                      <span className={`badge badge-sm ${STATUS_BADGE[invitation.status]}`}>
                        {invitationStatusLabel(invitation.status)}
                      </span>
                    </td>
                    <td className="hidden md:table-cell">
                      {invitation.status === 'accepted' && invitation.accepted_at
                        ? staffText.t('acceptedOn', { date: dateLabel(invitation.accepted_at) })
                        : dateLabel(invitation.expires_at)}
                    </td>
                    <td>
                      <div className="flex gap-1">
                        {canResend && mayTouch && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            disabled={resend.isPending}
                            aria-label={staffText.t('resendTo', { address })}
                            onClick={() => resend.mutate(invitation.id)}
                          >
                            <RotateCcw className="h-4 w-4" aria-hidden="true" />
                            <span className="hidden lg:inline">{staffText.t('resend')}</span>
                          </button>
                        )}
                        {canRevoke && mayTouch && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm text-error"
                            disabled={revoke.isPending}
                            aria-label={staffText.t('revokeFor', { address })}
                            onClick={() => revoke.mutate(invitation.id)}
                          >
                            <XCircle className="h-4 w-4" aria-hidden="true" />
                            <span className="hidden lg:inline">{staffText.t('revoke')}</span>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
