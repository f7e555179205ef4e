// Storage location writes with the docs/product/storage-locations.md toasts: "Storage location added/updated/deleted" for 4 s, and on
// failure "Failed to add or update location" / "Failed to delete location" with the server's message or
// "Please try again or contact support." for 5 s (docs/product/storage-locations.md Toasts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createStorageLocation,
  deleteStorageLocation,
  updateStorageLocation,
  type StorageLocationInput,
} from '@/shared/api/storage-locations';
import { STORAGE_TOAST_DURATIONS } from '@/shared/settings/toast-defaults';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import { storageLocationsText } from '../i18n';
import { storageKeys } from '../storage-keys';

export function failureDetail(error: unknown): string {
  return error instanceof Error && error.message
    ? localizeApiMessage(error.message)
    : apiText.t('tryAgainOrContactSupport');
}

function failureToast(title: string, error: unknown) {
  toast.error(
    <span>
      <strong className="block">{title}</strong>
      <span className="text-sm">{failureDetail(error)}</span>
    </span>,
    { duration: STORAGE_TOAST_DURATIONS.error },
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storageKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['inventory'] }),
    ]);
}

export function useSaveLocation() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StorageLocationInput }) =>
      id ? updateStorageLocation(api, id, input) : createStorageLocation(api, input),
    onSuccess: async (_, { id }) => {
      toast.success(storageLocationsText.t(id ? 'storageLocationUpdated' : 'storageLocationAdded'), {
        duration: STORAGE_TOAST_DURATIONS.success,
      });
      await refresh();
    },
    onError: (error) => failureToast(apiText.t('storageSaveError'), error),
  });
}

/** A location that still holds stock is refused with 409; its message is what the farmer needs to read. */
export function useDeleteLocation() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => deleteStorageLocation(api, id),
    onSuccess: async () => {
      toast.success(storageLocationsText.t('storageLocationDeleted'), {
        duration: STORAGE_TOAST_DURATIONS.success,
      });
      await refresh();
    },
    onError: (error) => failureToast(apiText.t('storageDeleteError'), error),
  });
}
