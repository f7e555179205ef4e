// The account's action buttons, each behind a confirmation; suspending asks for the reason the owner will read.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { FarmerAction } from '@/shared/api/admin-farmers';
import type { FarmerDetail } from '@/shared/contracts/admin-farmers';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useFarmerAction } from '../hooks/use-admin-farmers';
import { adminFarmersText as text } from '../i18n';

const REASON_MIN = 3;
const REASON_MAX = 300;

export function FarmerActions({ account }: { account: FarmerDetail['account'] }) {
  const act = useFarmerAction(account.id);
  const [open, setOpen] = useState<FarmerAction | null>(null);
  const [reason, setReason] = useState('');
  const suspended = account.status === 'suspended';

  const run = async (action: FarmerAction) => {
    try {
      const done = await act.mutateAsync({
        action,
        reason: action === 'suspend' ? reason.trim() : undefined,
      });
      toast.success(localizeApiMessage(done.message));
      setOpen(null);
      setReason('');
    } catch (error) {
      toast.error(failureMessage(error, text.t('actionFailed')));
    }
  };
  const close = () => setOpen(null);

  return (
    <div className="flex flex-wrap gap-2">
      {suspended ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen('reactivate')}>
          {text.t('reactivate')}
        </button>
      ) : (
        <button type="button" className="btn btn-error btn-outline btn-sm" onClick={() => setOpen('suspend')}>
          {text.t('suspend')}
        </button>
      )}
      {!account.email_verified_at && (
        <button type="button" className="btn btn-sm" onClick={() => setOpen('resend-verification')}>
          {text.t('resendVerification')}
        </button>
      )}
      <button type="button" className="btn btn-sm" onClick={() => setOpen('password-reset')}>
        {text.t('sendPasswordReset')}
      </button>

      {open === 'suspend' && (
        <ConfirmDialog
          title={text.t('suspendTitle', { name: account.name })}
          confirmLabel={text.t('suspend')}
          busy={act.isPending}
          onCancel={close}
          onConfirm={() => {
            if (reason.trim().length >= REASON_MIN) void run('suspend');
          }}
        >
          <p>{text.t('suspendBody')}</p>
          <label className="form-control">
            <span className="label-text">{text.t('reason')}</span>
            <textarea
              className="textarea textarea-bordered"
              value={reason}
              maxLength={REASON_MAX}
              required
              minLength={REASON_MIN}
              onChange={(e) => setReason(e.target.value)}
            />
            <span className="label-text-alt mt-1 text-base-content/70">{text.t('reasonHint')}</span>
          </label>
        </ConfirmDialog>
      )}
      {open === 'reactivate' && (
        <ConfirmDialog
          title={text.t('reactivateTitle', { name: account.name })}
          confirmLabel={text.t('reactivate')}
          danger={false}
          busy={act.isPending}
          onCancel={close}
          onConfirm={() => void run('reactivate')}
        >
          <p>{text.t('reactivateBody')}</p>
        </ConfirmDialog>
      )}
      {open === 'resend-verification' && (
        <ConfirmDialog
          title={text.t('resendTitle', { email: account.email })}
          confirmLabel={text.t('send')}
          danger={false}
          busy={act.isPending}
          onCancel={close}
          onConfirm={() => void run('resend-verification')}
        >
          <p>{text.t('resendBody')}</p>
        </ConfirmDialog>
      )}
      {open === 'password-reset' && (
        <ConfirmDialog
          title={text.t('resetTitle', { email: account.email })}
          confirmLabel={text.t('send')}
          danger={false}
          busy={act.isPending}
          onCancel={close}
          onConfirm={() => void run('password-reset')}
        >
          <p>{text.t('resetBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
