import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../components/toasts';
import { creditsQueryKey } from './api/get-available-credits';
import { createOrder, ordersQueryKey, useUpdateOrderStatus, type CreditPlan, type CreditPlans } from './api/payments';
import { checkoutTimeoutSeconds, hiddenMethods, loadCheckout } from './checkout';
import { texts } from './texts';

// creditsRefreshMs: the spec reloads the credits 3 s after a success (the
// webhook may land after the page's confirmation).
export const creditsRefreshMs = 3_000;

function message(e: unknown): string {
  const m = e instanceof Error ? e.message : '';
  return m && m !== 'Something went wrong' ? m : texts.somethingWentWrong;
}

// useBuyPlan opens Checkout for a plan: create-order, the script loaded on
// demand, then the window's outcome posted to update-order-status. Only a
// success with a valid signature grants credits (the server checks it).
export function useBuyPlan(payments: CreditPlans['payments']) {
  const [buying, setBuying] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateOrderStatus();
  const client = useQueryClient();

  async function buy(plan: CreditPlan) {
    const planID = plan.id ?? '';
    if (!payments || buying || !planID) return;
    setBuying(planID);
    let answer;
    try {
      answer = await createOrder(planID);
    } catch (e) {
      enqueueSnackbar(message(e), { variant: 'error' });
      setBuying(null);
      return;
    }
    void client.invalidateQueries({ queryKey: ordersQueryKey });
    let Razorpay;
    try {
      Razorpay = await loadCheckout(payments.checkout_url ?? '');
    } catch {
      // Spec: a payment script that fails to load is a silent failure.
      setBuying(null);
      return;
    }
    const id = answer.hirekit_payment_order_id ?? 0;
    const credits = answer.credits ?? plan.resumes ?? 0;
    const rzp = new Razorpay({
      key: answer.razorpay_key_id ?? '',
      amount: answer.order?.amount ?? 0,
      currency: answer.order?.currency ?? 'INR',
      order_id: answer.order?.id ?? '',
      name: 'Hirekit',
      description: texts.resumes(plan.resumes ?? 0),
      prefill: { name: answer.customer_details?.name ?? '', email: answer.customer_details?.email ?? '' },
      notes: { plan: planID },
      timeout: checkoutTimeoutSeconds,
      retry: { enabled: true },
      method: hiddenMethods,
      handler: (response) => {
        update.mutate(
          { id, status: 'success', success_response: response },
          {
            onSuccess: () => {
              enqueueSnackbar(texts.paymentDone(credits), { variant: 'success' });
              setTimeout(() => void client.invalidateQueries({ queryKey: creditsQueryKey }), creditsRefreshMs);
            },
            onError: (e) => enqueueSnackbar(message(e), { variant: 'error' }),
            onSettled: () => setBuying(null),
          },
        );
      },
      modal: {
        ondismiss: () => {
          // Dismissed with no data: recorded, nothing granted.
          update.mutate({ id, status: 'cancelled' }, { onSettled: () => setBuying(null) });
        },
      },
    });
    rzp.on('payment.failed', (response) => {
      const e = response.error ?? {};
      update.mutate({
        id,
        status: 'failed',
        error_response: { reason: e.reason ?? '', field: e.field ?? '', step: e.step ?? '', code: e.code ?? '' },
      });
      enqueueSnackbar(e.description || texts.paymentFailed, { variant: 'error' });
    });
    rzp.open();
  }

  return { buy, buying };
}
