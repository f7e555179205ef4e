// Changing a crop's status by hand: harvested once a harvest is recorded, failed with a note saying why (the
// server checks both and its message shows here).
import { useState } from 'react';
import type { CropDetail } from '@/shared/api/crops';
import { failureMessage } from '@/shared/api/form-errors';
import { CROP_STATUSES, type CropStatus } from '@/shared/contracts/farm-work-enums';
import { statusLabel } from '../crop-labels';
import { useUpdateCrop } from '../hooks/use-crop-writes';
import { cropsText } from '../i18n';

export function StatusControl({ farmId, crop }: { farmId: string; crop: CropDetail }) {
  const update = useUpdateCrop(farmId, crop.id);
  const [status, setStatus] = useState<CropStatus>(crop.status);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync(status === 'failed' ? { status, notes: note } : { status });
      setNote('');
    } catch (failure) {
      setError(failureMessage(failure, cropsText.t('statusCouldNotChange')));
    }
  };

  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        {cropsText.t('status')}
        <select
          className="select select-sm"
          value={status}
          onChange={(e) => setStatus(e.target.value as CropStatus)}
        >
          {CROP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {status === 'failed' && crop.status !== 'failed' && (
        <label className="flex flex-col gap-1 text-sm">
          {cropsText.t('whyFailed')}
          <input className="input input-sm" value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
      )}
      <button type="submit" className="btn btn-sm" disabled={update.isPending || status === crop.status}>
        {cropsText.t('changeStatus')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
