// Subscriptions and payments through the shared cache; a write refreshes the plan and the payments.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  changePackage,
  getMyPayment,
  getMySubscription,
  getPaymentSettings,
  getSubscriptionSettings,
  listAdminPayments,
  listAdminSubscriptions,
  listMyPayments,
  savePaymentSettings,
  saveSubscriptionSettings,
  startCheckout,
} from '@/shared/api/subscriptions';
import { listPackages } from '@/shared/api/packages';
import type {
  AdminSubscriptionQuery,
  ChangePackageInput,
  CheckoutInput,
  PaymentSettings,
  SubscriptionSettings,
} from '@/shared/contracts/subscriptions';
import { useApi } from '@/web/lib/api';

const keys = {
  mine: ['subscription', 'mine'] as const,
  payments: ['subscription', 'payments'] as const,
  payment: (id: string) => ['subscription', 'payment', id] as const,
  admin: (query: AdminSubscriptionQuery) => ['admin', 'subscriptions', query] as const,
  adminPayments: ['admin', 'subscriptions', 'payments'] as const,
  subscriptionSettings: ['admin', 'settings', 'subscription'] as const,
  paymentSettings: ['admin', 'settings', 'payment'] as const,
};

/** How often a pending payment is asked about while the farmer waits. */
export const PAYMENT_POLL_MS = 2_000;

export function useMySubscription() {
  const api = useApi();
  return useQuery({ queryKey: keys.mine, queryFn: () => getMySubscription(api) });
}

export function useMyPayments() {
  const api = useApi();
  return useQuery({ queryKey: keys.payments, queryFn: () => listMyPayments(api) });
}

/** One payment, asked again every two seconds until it is settled. */
export function usePayment(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.payment(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => {
      const payment = await getMyPayment(api, id!);
      if (payment.status !== 'pending') {
        void queryClient.invalidateQueries({ queryKey: keys.mine });
        void queryClient.invalidateQueries({ queryKey: keys.payments });
      }
      return payment;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}

function useRefreshing<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.mine }),
        queryClient.invalidateQueries({ queryKey: keys.payments }),
      ]),
  });
}

export function useCheckout() {
  const api = useApi();
  return useRefreshing((input: CheckoutInput) => startCheckout(api, input));
}

export function useChangePackage() {
  const api = useApi();
  return useRefreshing((input: ChangePackageInput) => changePackage(api, input));
}

export function useCancelSubscription() {
  const api = useApi();
  return useRefreshing(() => cancelSubscription(api));
}

export function useAdminSubscriptions(query: AdminSubscriptionQuery) {
  const api = useApi();
  return useQuery({ queryKey: keys.admin(query), queryFn: () => listAdminSubscriptions(api, query) });
}

export function useAdminPayments() {
  const api = useApi();
  return useQuery({ queryKey: keys.adminPayments, queryFn: () => listAdminPayments(api, { page_size: 10 }) });
}

export function useSubscriptionSettings() {
  const api = useApi();
  return useQuery({ queryKey: keys.subscriptionSettings, queryFn: () => getSubscriptionSettings(api) });
}

export function useSaveSubscriptionSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubscriptionSettings) => saveSubscriptionSettings(api, input),
    onSuccess: (saved) => queryClient.setQueryData(keys.subscriptionSettings, saved),
  });
}

export function usePaymentSettings() {
  const api = useApi();
  return useQuery({ queryKey: keys.paymentSettings, queryFn: () => getPaymentSettings(api) });
}

export function useSavePaymentSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettings) => savePaymentSettings(api, input),
    onSuccess: (saved) => queryClient.setQueryData(keys.paymentSettings, saved),
  });
}

/** The packages for the admin list's filter (archived ones too: they keep their subscribers). */
export function useAllPackages() {
  const api = useApi();
  return useQuery({ queryKey: ['admin', 'packages', 'for-filter'], queryFn: () => listPackages(api) });
}
