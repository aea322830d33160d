import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import type { CheckoutConstructor, CheckoutOptions } from './checkout';

let api: ReturnType<typeof mockApi>;

const checkoutURL = 'http://127.0.0.1:9400/razorpay/checkout.js';
const indiaPlans = {
  region: 'india',
  plans: [
    { id: 'india_100', resumes: 100, price: '₹2000', struck: '₹2500', callback: 'pricing_page_100', buy: true },
    { id: 'india_200', resumes: 200, price: '₹3500', struck: '₹5000', callback: 'pricing_page_200', buy: true },
    { id: 'india_custom', resumes: 0, price: '', struck: '', callback: 'pricing_page_custom', buy: false },
  ],
  payments: { razorpay_key_id: 'rzp_test_x', checkout_url: checkoutURL },
};
const credits = (pending: number) => ({ available_credits: pending, pending_credits: pending, used_credits: 0, reserved_credits: 0, share_claimed: true });
const order = (status: string) => ({
  id: 7, plan: 'india_100', credits: 100, amount: 200000, currency: 'INR', status, razorpay_order_id: 'order_A1', created_at: '2026-11-28T10:00:00Z', paid_at: null,
});

// A stand-in for Razorpay's constructor: it records the options and lets
// the test play the window's outcome.
let opened: { options: CheckoutOptions; failed?: (r: unknown) => void } | null;
class FakeRazorpay {
  constructor(public options: CheckoutOptions) {
    opened = { options };
  }
  on(_event: string, fn: (r: unknown) => void) {
    opened!.failed = fn;
  }
  open() {}
}

beforeEach(() => {
  opened = null;
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount({ signup_product: 'screeno' }));
  logIn(['company_admin'], { company_id: 1 });
  api.on('GET screeno/get-available-credits', 200, { data: credits(50) });
  api.on('GET screeno/orders', 200, { data: { orders: [] } });
  api.on('POST screeno/create-order', 200, {
    data: {
      razorpay_key_id: 'rzp_test_x', hirekit_payment_order_id: 7, order: { id: 'order_A1', amount: 200000, currency: 'INR' },
      customer_details: { name: 'Owner', email: 'owner@x.test' }, credits: 100,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  document.querySelectorAll('script[data-checkout]').forEach((s) => s.remove());
});

describe('buying credits', () => {
  it('loads Checkout only when buying, grants on a verified success and shows the new balance', async () => {
    api.on('GET screeno/plans', 200, { data: indiaPlans });
    api.on('POST screeno/update-order-status', 200, { data: { order: order('paid'), credits: credits(150) } });
    renderApp('/screeno/credits');
    const buy = await screen.findByRole('button', { name: 'BUY NOW: 100 resumes' });
    expect(screen.getByRole('button', { name: 'BUY NOW: 200 resumes' })).toBeInTheDocument();
    expect(document.querySelector('script[data-checkout]')).toBeNull();
    await userEvent.click(buy);
    // The script is injected on demand; it defines window.Razorpay.
    const script = await waitFor(() => {
      const s = document.querySelector<HTMLScriptElement>('script[data-checkout]');
      expect(s).not.toBeNull();
      return s!;
    });
    expect(script.src).toBe(checkoutURL);
    window.Razorpay = FakeRazorpay as unknown as CheckoutConstructor;
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).not.toBeNull());
    const o = opened!.options;
    expect(api.callsTo('POST screeno/create-order')[0].body).toEqual({ plan: 'india_100' });
    expect(o).toMatchObject({ key: 'rzp_test_x', amount: 200000, currency: 'INR', order_id: 'order_A1', timeout: 900, retry: { enabled: true } });
    expect(o.method).toMatchObject({ wallet: false, upi: false, emi: false, cardless_emi: false, paylater: false });
    o.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_A1', razorpay_signature: 'sig' });
    expect(await screen.findByText('Payment successful! 100 credits added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('credit-balance')).toHaveTextContent('150'));
    const call = api.callsTo('POST screeno/update-order-status')[0];
    expect(call.query).toContain('hirekit_payment_order_id=7');
    expect(call.body).toEqual({ status: 'success', success_response: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_A1', razorpay_signature: 'sig' } });
  });

  it('grants nothing when the window is dismissed', async () => {
    window.Razorpay = FakeRazorpay as unknown as CheckoutConstructor;
    api.on('GET screeno/plans', 200, { data: indiaPlans });
    api.on('POST screeno/update-order-status', 200, { data: { order: order('cancelled'), credits: credits(50) } });
    renderApp('/screeno/credits');
    await userEvent.click(await screen.findByRole('button', { name: 'BUY NOW: 200 resumes' }));
    await waitFor(() => expect(opened).not.toBeNull());
    opened!.options.modal.ondismiss();
    await waitFor(() => expect(api.callsTo('POST screeno/update-order-status')).toHaveLength(1));
    expect(api.callsTo('POST screeno/update-order-status')[0].body).toEqual({ status: 'cancelled' });
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('50');
    expect(screen.queryByText(/Payment successful/)).toBeNull();
  });

  it('shows the refusal of a payment that fails verification', async () => {
    window.Razorpay = FakeRazorpay as unknown as CheckoutConstructor;
    api.on('GET screeno/plans', 200, { data: indiaPlans });
    api.on('POST screeno/update-order-status', 400, { error_messages: 'The payment could not be verified.' });
    renderApp('/screeno/credits');
    await userEvent.click(await screen.findByRole('button', { name: 'BUY NOW: 100 resumes' }));
    await waitFor(() => expect(opened).not.toBeNull());
    opened!.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_A1', razorpay_signature: 'forged' });
    expect(await screen.findByText('The payment could not be verified.')).toBeInTheDocument();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('50');
  });

  it('stays silent when the Checkout script fails to load, and lets the buyer try again', async () => {
    // Another URL: the loader keeps a loaded script per URL for the page's life.
    api.on('GET screeno/plans', 200, { data: { ...indiaPlans, payments: { razorpay_key_id: 'rzp_test_x', checkout_url: 'http://127.0.0.1:9400/down/checkout.js' } } });
    renderApp('/screeno/credits');
    const buy = await screen.findByRole('button', { name: 'BUY NOW: 100 resumes' });
    await userEvent.click(buy);
    const script = await waitFor(() => {
      const s = document.querySelector<HTMLScriptElement>('script[data-checkout]');
      expect(s).not.toBeNull();
      return s!;
    });
    script.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'BUY NOW: 100 resumes' })).toBeEnabled());
    expect(document.querySelector('script[data-checkout]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST screeno/update-order-status')).toHaveLength(0);
  });

  it('offers only callbacks without payments, and lists the orders', async () => {
    api.on('GET screeno/plans', 200, { data: { ...indiaPlans, payments: null, plans: indiaPlans.plans.map((p) => ({ ...p, buy: false })) } });
    api.set('GET screeno/orders', 200, { data: { orders: [order('paid'), { ...order('cancelled'), id: 6, plan: 'india_200', credits: 200, amount: 350000 }] } });
    renderApp('/screeno/credits');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('100 resumes')).toBeInTheDocument();
    expect(within(rows[1]).getByText('₹2,000.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'REQUEST CALLBACK' })).toHaveLength(3);
  });
});
