import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { creditsQueryKey } from './get-available-credits';

export type CreditPlans = components['schemas']['CreditPlans'];
export type CreditPlan = components['schemas']['CreditPlan'];
export type CreatedOrder = components['schemas']['CreatedOrder'];
export type PaymentOrder = components['schemas']['PaymentOrder'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type UpdateOrderStatus = components['schemas']['UpdateOrderStatusRequest'];

// The plans of the browser's time zone (the spec decides the region by
// it) and, when Razorpay is configured, what Checkout needs.
export function plansQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: ['screeno', 'plans', timeZone],
    queryFn: () => api.get('screeno/plans', { query: { time_zone: timeZone } }),
    retry: false,
  });
}

export function usePlans(timeZone: string) {
  return useQuery(plansQueryOptions(timeZone));
}

export const ordersQueryKey = ['screeno', 'orders'] as const;

export function useOrders() {
  return useQuery({ queryKey: ordersQueryKey, queryFn: () => api.get('screeno/orders'), retry: false });
}

export function createOrder(plan: string) {
  return api.post('screeno/create-order', { body: { plan } });
}

// updateOrderStatus posts what Checkout reported; a success answers the
// new credits, which replace the cached balance.
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & UpdateOrderStatus) =>
      api.post('screeno/update-order-status', { query: { hirekit_payment_order_id: id }, body }),
    onSuccess: (answer) => client.setQueryData(creditsQueryKey, answer.credits),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
