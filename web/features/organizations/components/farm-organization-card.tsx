// One organization on the farm's page: its status, and for the owner the choice of figures with accept or
// decline (an invitation), save or stop sharing (a member). Others on the farm see the same without the buttons.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import type { FarmOrganization, OrganizationShare } from '@/shared/contracts/organizations';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useAnswerOrganization, type OwnerAnswer } from '../hooks/use-farm-organizations';
import { shareLabel, statusLabel } from '../share-labels';
import { ShareChoices } from './share-choices';
import { organizationsText } from '../i18n';

const DONE = {
  accept: 'acceptedName',
  decline: 'declinedName',
  change: 'sharesSaved',
  leave: 'leftName',
} as const;

export function FarmOrganizationCard({
  farmId,
  link,
  isOwner,
  formatDate,
}: {
  farmId: string;
  link: FarmOrganization;
  isOwner: boolean;
  formatDate: (value: string) => string;
}) {
  const answer = useAnswerOrganization(farmId);
  const [shares, setShares] = useState<OrganizationShare[]>(link.shares);
  const [leaving, setLeaving] = useState(false);
  const name = link.organization.name;
  const decidable = link.status === 'invited' || link.status === 'active';

  const send = async (action: OwnerAnswer['action']) => {
    try {
      await answer.mutateAsync({ organizationId: link.organization.id, action, shares });
      toast.success(organizationsText.t(DONE[action], { organization: name }));
      setLeaving(false);
    } catch (error) {
      toast.error(failureMessage(error, organizationsText.t('actionFailed')));
    }
  };

  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="card-title text-base">{name}</h3>
          <span className={link.status === 'active' ? 'badge badge-success badge-soft' : 'badge badge-ghost'}>
            {link.status === 'invited' ? organizationsText.t('statusInvitation') : statusLabel(link.status)}
          </span>
        </div>
        <p className="text-sm text-base-content/70">
          {organizationsText.t('invitedOnDate', { date: formatDate(link.invited_at) })}
        </p>
        {isOwner && decidable ? (
          <ShareChoices
            legend={organizationsText.t('whatToShare', { organization: name })}
            value={shares}
            onChange={setShares}
            disabled={answer.isPending}
          />
        ) : (
          link.status === 'active' && (
            <p className="text-sm">
              {link.shares.length === 0
                ? organizationsText.t('sharesNothing')
                : link.shares.map(shareLabel).join(' · ')}
            </p>
          )
        )}
        {isOwner && link.status === 'invited' && (
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={answer.isPending}
              onClick={() => void send('accept')}
            >
              {organizationsText.t('accept')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={answer.isPending}
              onClick={() => void send('decline')}
            >
              {organizationsText.t('decline')}
            </button>
          </div>
        )}
        {isOwner && link.status === 'active' && (
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={answer.isPending}
              onClick={() => void send('change')}
            >
              {organizationsText.t('saveShares')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              disabled={answer.isPending}
              onClick={() => setLeaving(true)}
            >
              {organizationsText.t('leave')}
            </button>
          </div>
        )}
      </div>
      {leaving && (
        <ConfirmDialog
          title={organizationsText.t('leaveTitle', { organization: name })}
          confirmLabel={organizationsText.t('leave')}
          busy={answer.isPending}
          onConfirm={() => void send('leave')}
          onCancel={() => setLeaving(false)}
        >
          <p>{organizationsText.t('leaveBody', { organization: name })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
