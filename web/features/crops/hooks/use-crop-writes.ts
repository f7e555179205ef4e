// Crop writes with toasts (docs/product/crops.md). Each refreshes the crops area; a harvest also refreshes the
// inventory (it puts stock in) and the tasks. Forms show their own field errors; other failures reach the person
// as a toast with the server's words in the current language.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  addStage,
  copySeason,
  createCrop,
  recordHarvest,
  startStage,
  updateCrop,
  type CopySeasonInput,
  type CreateCropInput,
  type CreateStageInput,
  type RecordHarvestInput,
  type UpdateCropInput,
} from '@/shared/api/crops';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import { failureMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { cropKeys } from '../crop-keys';
import { cropsText } from '../i18n';

function useRefresh({ stock = false } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: cropKeys.all });
    if (stock) {
      await queryClient.invalidateQueries({ queryKey: ['inventory'] });
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    }
  };
}

export function useCreateCrop(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateCropInput) => createCrop(api, farmId, input),
    onSuccess: async (crop) => {
      toast.success(cropsText.t('cropAdded', { name: crop.name }));
      await refresh();
    },
  });
}

export function useUpdateCrop(farmId: string, cropId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateCropInput) => updateCrop(api, farmId, cropId, input),
    onSuccess: async () => {
      toast.success(cropsText.t('cropSaved'));
      await refresh();
    },
  });
}

export function useStartStage(farmId: string, cropId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (stage: { id: string; name: string }) => startStage(api, farmId, cropId, stage.id),
    onSuccess: async (_crop, stage) => {
      toast.success(cropsText.t('stageStarted', { name: stage.name }));
      await refresh();
    },
    onError: (error) => toast.error(failureMessage(error, cropsText.t('stageCouldNotStart'))),
  });
}

export function useAddStage(farmId: string, cropId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateStageInput) => addStage(api, farmId, cropId, input),
    onSuccess: refresh,
  });
}

/**
 * Records a harvest with one Idempotency-Key per dialog: a retry after a lost answer sends the same key, so the
 * harvest goes into stock once; the next dialog gets a new key.
 */
export function useRecordHarvest(farmId: string, cropId: string) {
  const api = useApi();
  const refresh = useRefresh({ stock: true });
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (input: RecordHarvestInput) => recordHarvest(api, farmId, cropId, input, key.current),
    onSuccess: async (harvest) => {
      key.current = newIdempotencyKey();
      toast.success(cropsText.t('harvestRecorded', { quantity: harvest.quantity, unit: harvest.unit }));
      await refresh();
    },
  });
}

export function useCopySeason(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CopySeasonInput) => copySeason(api, farmId, input),
    onSuccess: async (answer) => {
      toast.success(cropsText.t('seasonCopied', { count: answer.created }));
      await refresh();
    },
  });
}
