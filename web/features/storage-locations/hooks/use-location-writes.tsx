// Storage location writes with the docs/product/storage-locations.md toasts: "Storage location added/updated/deleted" for 4 s, and on
// failure "Failed to add or update location" / "Failed to delete location" with the server's message or
// "Please try again or contact support." for 5 s (docs/product/storage-locations.md Toasts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  STORAGE_DELETE_ERROR,
  STORAGE_FALLBACK_DETAIL,
  STORAGE_SAVE_ERROR,
  createStorageLocation,
  deleteStorageLocation,
  updateStorageLocation,
  type StorageLocationInput,
} from '@/shared/api/storage-locations';
import { STORAGE_TOAST_DURATIONS } from '@/shared/settings/toast-defaults';
import { useApi } from '@/web/lib/api';
import { storageKeys } from '../storage-keys';

export const ADDED = 'Storage location added';
export const UPDATED = 'Storage location updated';
export const DELETED = 'Storage location deleted';

export function failureDetail(error: unknown): string {
  return error instanceof Error && error.message ? error.message : STORAGE_FALLBACK_DETAIL;
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
      toast.success(id ? UPDATED : ADDED, { duration: STORAGE_TOAST_DURATIONS.success });
      await refresh();
    },
    onError: (error) => failureToast(STORAGE_SAVE_ERROR, error),
  });
}

/** A location that still holds stock is refused with 409; its message is what the farmer needs to read. */
export function useDeleteLocation() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => deleteStorageLocation(api, id),
    onSuccess: async () => {
      toast.success(DELETED, { duration: STORAGE_TOAST_DURATIONS.success });
      await refresh();
    },
    onError: (error) => failureToast(STORAGE_DELETE_ERROR, error),
  });
}
