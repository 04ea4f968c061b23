/*
 * The payment page's texts, word for word (docs/behaviour/screens.md#payment). Here rather than in the
 * checkout's island because the pay page of a payment link (/pay) shows the same card toasts.
 */
import type { ToastInput } from '@/stores/shell/toasts';

export const DEFAULT_PAYMENT_FAILURE = 'Payment could not be processed. Please try again.';

export const paymentFailedToast = (message: string | undefined): ToastInput => ({
  title: 'Payment Failed',
  description: message || DEFAULT_PAYMENT_FAILURE,
  variant: 'destructive',
});

export const PAYMENT_PROCESSING_TOAST: ToastInput = {
  title: 'Payment Processing',
  description: 'Your payment is being processed. Please wait a moment.',
};

export const ORDER_CREATION_FAILED_TOAST: ToastInput = {
  title: 'Order Creation Failed',
  description: 'Payment succeeded but order creation failed. Please contact support.',
  variant: 'destructive',
};

export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_TEXT = 'Unable to initialize payment. Please try again.';

/** The window filled while the customer paid: nothing was charged (the server's message says when is free). */
export const WINDOW_FILLED_TITLE = 'That Time Just Filled Up';
export const CHOOSE_ANOTHER_TIME = 'Choose Another Time';

export type { PaymentAttempt } from '@/stores/checkout/checkout-payment';
