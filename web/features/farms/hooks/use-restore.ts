// Restoring an archived farm, with the outcome as a toast.
import toast from 'react-hot-toast';
import type { Farm } from '@/shared/api/farms';
import { localizeApiMessage } from '@/shared/api/i18n';
import { farmsText } from '../i18n';
import { useRestoreFarm } from './use-farm-mutations';

export function useRestoreWithToast() {
  const restore = useRestoreFarm();
  const run = (farm: Pick<Farm, 'id' | 'name'>) =>
    restore.mutate(farm.id, {
      onSuccess: (restored) => toast.success(farmsText.t('farmIsActiveAgain', { name: restored.name })),
      onError: (error) =>
        toast.error(localizeApiMessage(error.message) || farmsText.t('farmCouldNotBeRestored')),
    });
  return { run, pendingId: restore.isPending ? restore.variables : undefined };
}
