// Subscriptions and payments (docs/product/subscriptions.md) for the farmer's settings pages, /payment/status and
// the admin pages. Inputs are checked with the contracts the server uses.
import { z } from 'zod';
import {
  AdminPaymentListSchema,
  AdminSubscriptionListSchema,
  AssignSubscriptionInput,
  ChangeAnswerSchema,
  ChangePackageInput,
  CheckoutAnswerSchema,
  CheckoutInput,
  MySubscriptionSchema,
  PaymentListSchema,
  PaymentSchema,
  PaymentSettingsAnswerSchema,
  PaymentSettingsSchema,
  SubscriptionSchema,
  SubscriptionSettingsSchema,
  type AdminPaymentList,
  type AdminPaymentQuery,
  type AdminSubscriptionList,
  type AdminSubscriptionQuery,
  type ChangeAnswer,
  type CheckoutAnswer,
  type MySubscription,
  type Payment,
  type PaymentSettings,
  type PaymentSettingsAnswer,
  type Subscription,
  type SubscriptionSettings,
} from '@/shared/contracts/subscriptions';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  AdminPaymentList,
  AdminSubscriptionList,
  ChangeAnswer,
  CheckoutAnswer,
  MySubscription,
  Payment,
  PaymentSettings,
  PaymentSettingsAnswer,
  Subscription,
  SubscriptionSettings,
};

export const SUBSCRIPTION_LOAD_ERROR = 'Failed to load your subscription';

export const getMySubscription = (api: ApiClient): Promise<MySubscription> =>
  api.get('/api/subscription', { schema: MySubscriptionSchema, parseErrorMessage: SUBSCRIPTION_LOAD_ERROR });

export const startCheckout = (api: ApiClient, input: CheckoutInput): Promise<CheckoutAnswer> =>
  api.post('/api/subscription/checkout', validInput(CheckoutInput, input), { schema: CheckoutAnswerSchema });

export const changePackage = (api: ApiClient, input: ChangePackageInput): Promise<ChangeAnswer> =>
  api.post('/api/subscription/change', validInput(ChangePackageInput, input), { schema: ChangeAnswerSchema });

export async function cancelSubscription(api: ApiClient): Promise<Subscription | null> {
  const body = await api.post('/api/subscription/cancel', undefined, {
    schema: z.object({ data: SubscriptionSchema.nullable() }),
  });
  return body.data;
}

export async function listMyPayments(api: ApiClient): Promise<Payment[]> {
  return (await api.get('/api/subscription/payments', { schema: PaymentListSchema })).data;
}

export async function getMyPayment(api: ApiClient, id: string): Promise<Payment> {
  return (
    await api.get(`/api/subscription/payments/${encodeURIComponent(id)}`, {
      schema: z.object({ data: PaymentSchema }),
    })
  ).data;
}

export const listAdminSubscriptions = (
  api: ApiClient,
  query: AdminSubscriptionQuery,
): Promise<AdminSubscriptionList> =>
  api.get('/api/admin/subscriptions', { params: query, schema: AdminSubscriptionListSchema });

export const listAdminPayments = (api: ApiClient, query: AdminPaymentQuery): Promise<AdminPaymentList> =>
  api.get('/api/admin/subscriptions/payments', { params: query, schema: AdminPaymentListSchema });

export async function assignSubscription(
  api: ApiClient,
  input: AssignSubscriptionInput,
): Promise<Subscription> {
  const body = await api.post('/api/admin/subscriptions', validInput(AssignSubscriptionInput, input), {
    schema: z.object({ data: SubscriptionSchema }),
  });
  return body.data;
}

export const getSubscriptionSettings = (api: ApiClient): Promise<SubscriptionSettings> =>
  api.get('/api/admin/settings/subscription', { schema: SubscriptionSettingsSchema });

export const saveSubscriptionSettings = (api: ApiClient, input: SubscriptionSettings) =>
  api.put('/api/admin/settings/subscription', validInput(SubscriptionSettingsSchema, input), {
    schema: SubscriptionSettingsSchema,
  });

export const getPaymentSettings = (api: ApiClient): Promise<PaymentSettingsAnswer> =>
  api.get('/api/admin/settings/payment', { schema: PaymentSettingsAnswerSchema });

export const savePaymentSettings = (api: ApiClient, input: PaymentSettings): Promise<PaymentSettingsAnswer> =>
  api.put('/api/admin/settings/payment', validInput(PaymentSettingsSchema, input), {
    schema: PaymentSettingsAnswerSchema,
  });
