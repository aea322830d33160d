// Razorpay Checkout in the browser: the script is injected only when a
// plan is bought on /screeno/credits (never in index.html), once per URL.

export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type CheckoutFailure = {
  error?: { code?: string; description?: string; reason?: string; field?: string | null; step?: string; metadata?: Record<string, string> };
};

export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  notes?: Record<string, string>;
  timeout: number;
  retry: { enabled: boolean };
  method: Record<string, boolean>;
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};

export type CheckoutInstance = { open(): void; on(event: 'payment.failed', fn: (response: CheckoutFailure) => void): void };
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

// Spec: INR, a 900 s window, retry on; wallet, UPI, EMI, cardless EMI and
// pay later hidden.
export const checkoutTimeoutSeconds = 900;
export const hiddenMethods = { wallet: false, upi: false, emi: false, cardless_emi: false, paylater: false };

const loading = new Map<string, Promise<CheckoutConstructor>>();

// loadCheckout injects the Checkout script (once) and resolves with
// window.Razorpay; a failed load may be tried again.
export function loadCheckout(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let p = loading.get(src);
  if (!p) {
    p = new Promise<CheckoutConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.checkout = 'razorpay';
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load')));
      script.onerror = () => reject(new Error('Checkout did not load'));
      document.head.appendChild(script);
    }).catch((e: unknown) => {
      loading.delete(src);
      document.querySelectorAll(`script[data-checkout="razorpay"]`).forEach((s) => s.remove());
      throw e;
    });
    loading.set(src, p);
  }
  return p;
}
