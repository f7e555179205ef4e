// Soil sample queries and writes with their toasts (docs/product/fields-and-soil.md "Soil sampling"). The field
// names for the filter come straight from the fields API: features do not import each other.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { listFields } from '@/shared/api/fields';
import { failureMessage } from '@/shared/api/form-errors';
import {
  createSoilSample,
  deleteSoilSample,
  getSoilTrend,
  listSoilSamples,
  updateSoilSample,
  uploadSoilReport,
  type SoilSample,
  type SoilSampleInput,
  type SoilSampleListQuery,
} from '@/shared/api/soil-samples';
import type { SoilValue } from '@/shared/contracts/farm-work-enums';
import { useApi } from '@/web/lib/api';
import { soilText } from '../i18n';
import { soilKeys } from '../soil-keys';

export function useSoilSamples(farmId: string, query: SoilSampleListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: soilKeys.list(farmId, query),
    queryFn: () => listSoilSamples(api, farmId, query),
    placeholderData: keepPreviousData,
  });
}

export function useFieldOptions(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: soilKeys.fields(farmId), queryFn: () => listFields(api, farmId) });
}

export function useSoilTrend(farmId: string, fieldId: string, value: SoilValue) {
  const api = useApi();
  return useQuery({
    queryKey: soilKeys.trend(farmId, fieldId, value),
    queryFn: () => getSoilTrend(api, farmId, fieldId, value),
    enabled: fieldId !== '',
  });
}

function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: soilKeys.all }),
      client.invalidateQueries({ queryKey: soilKeys.fieldsTree }),
    ]);
  };
}

export interface SaveSampleRequest {
  id?: string;
  fieldId: string;
  input: SoilSampleInput;
  report?: File | null;
}

/**
 * Saves the sample, then its report file when one was chosen. A report refused after the sample was saved says
 * so (the sample stays), rather than reading as if nothing was kept.
 */
export function useSaveSoilSample(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, fieldId, input, report }: SaveSampleRequest) => {
      const saved = id
        ? await updateSoilSample(api, farmId, id, input)
        : await createSoilSample(api, farmId, fieldId, input);
      if (!report) return { sample: saved.sample, reportError: null };
      try {
        const withReport = await uploadSoilReport(api, farmId, saved.sample.id, report);
        return { sample: withReport.sample, reportError: null };
      } catch (error) {
        return { sample: saved.sample, reportError: error };
      }
    },
    onSuccess: async ({ reportError }, { id }) => {
      if (reportError) {
        toast.error(
          soilText.t('sampleSavedReportFailed', {
            reason: failureMessage(reportError, soilText.t('reportWrongType')),
          }),
        );
      } else {
        toast.success(soilText.t(id ? 'sampleSaved' : 'sampleAdded'));
      }
      await refresh();
    },
  });
}

export function useDeleteSoilSample(farmId: string) {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (sample: SoilSample) => deleteSoilSample(api, farmId, sample.id),
    onSuccess: async () => {
      toast.success(soilText.t('sampleDeleted'));
      await refresh();
    },
    onError: (error) =>
      toast.error(
        soilText.t('couldNotDelete', { reason: failureMessage(error, soilText.t('failedToLoadSamples')) }),
      ),
  });
}
