// Restoring an archived farm, with the outcome as a toast.
import toast from 'react-hot-toast';
import type { Farm } from '@/shared/api/farms';
import { useRestoreFarm } from './use-farm-mutations';

export function useRestoreWithToast() {
  const restore = useRestoreFarm();
  const run = (farm: Pick<Farm, 'id' | 'name'>) =>
    restore.mutate(farm.id, {
      onSuccess: (restored) => toast.success(`${restored.name} is active again`),
      onError: (error) => toast.error(error.message || 'The farm could not be restored.'),
    });
  return { run, pendingId: restore.isPending ? restore.variables : undefined };
}
