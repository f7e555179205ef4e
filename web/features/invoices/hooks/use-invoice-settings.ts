// Invoice settings queries and writes with their toasts (docs/product/invoices.md "Settings").
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  downloadInvoiceLogo,
  getDefaultInvoiceSettings,
  getFarmInvoiceSettings,
  saveDefaultInvoiceSettings,
  saveFarmInvoiceSettings,
  uploadInvoiceLogo,
  type FarmInvoiceSettingsInput,
  type InvoiceSettingsInput,
} from '@/shared/api/invoices';
import { useApi } from '@/web/lib/api';
import { invoiceKeys } from '../invoice-keys';
import { invoicesText } from '../i18n';

export function useDefaultInvoiceSettings() {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.defaultSettings(),
    queryFn: ({ signal }) => getDefaultInvoiceSettings(api, signal),
  });
}

export function useFarmInvoiceSettings(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.farmSettings(farmId),
    queryFn: ({ signal }) => getFarmInvoiceSettings(api, farmId, signal),
  });
}

/** Saves the default (farmId null) or a farm's settings; every farm's effective settings may follow the default. */
export function useSaveInvoiceSettings(farmId: string | null) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FarmInvoiceSettingsInput | InvoiceSettingsInput) =>
      farmId ? saveFarmInvoiceSettings(api, farmId, input) : saveDefaultInvoiceSettings(api, input),
    onSuccess: async () => {
      toast.success(invoicesText.t('saved'));
      await client.invalidateQueries({ queryKey: ['invoices', 'settings'] });
    },
  });
}

export function useUploadInvoiceLogo(farmId: string | null) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInvoiceLogo(api, farmId, file),
    onSuccess: async () => {
      toast.success(invoicesText.t('logoSaved'));
      await client.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

/** The logo as an object URL for an <img>, read through the API (it needs the bearer token). */
export function useInvoiceLogoUrl(farmId: string | null, version: string | null, enabled: boolean) {
  const api = useApi();
  const query = useQuery({
    queryKey: invoiceKeys.logo(farmId, version),
    queryFn: () => downloadInvoiceLogo(api, farmId),
    enabled,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data || !enabled) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data, enabled]);
  return url;
}
