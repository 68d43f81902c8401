import { atom } from 'nanostores';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  EMPTY_CART_MESSAGE,
  EMPTY_CART_TITLE,
  type CardCheckoutAnswer,
  type CheckoutAnswer,
  type CheckoutFormInput,
} from '#api/schemas/checkout.ts';
import { toastError } from '../../lib/toast';

/** idle → submitting → (browser leaves for the payment form) or back to idle on error (the spec's states and transitions). */
export const $checkoutStatus = atom<'idle' | 'submitting'>('idle');

const START_FAILED = 'Ödeme işlemi başlatılamadı';
const NO_FORM = 'Ödeme sayfası oluşturulamadı. Lütfen tekrar deneyin.';

/** The form as the island holds it; the consent is checked by the schema, not the type. */
export type CheckoutRequest = Omit<CheckoutFormInput, 'contractConsent'> & { contractConsent: boolean };

export async function submitCheckout(form: CheckoutRequest): Promise<void> {
  $checkoutStatus.set('submitting');
  try {
    const res = await apiRequest('POST', '/api/checkout/create', form);
    const placed = (await res.json()) as Partial<CheckoutAnswer>;
    // A bank transfer is placed at once (its page shows where to pay), an open-account order confirmed at once.
    if (
      'status' in placed &&
      (placed.status === 'awaiting_payment' || placed.status === 'confirmed') &&
      placed.orderNumber
    ) {
      window.location.assign(`/siparis/${encodeURIComponent(placed.orderNumber)}`);
      return;
    }
    const answer = placed as Partial<CardCheckoutAnswer>;
    if (!answer.checkoutFormContent || !answer.token || !answer.paymentPageUrl) {
      toastError(NO_FORM);
      $checkoutStatus.set('idle');
      return;
    }
    goToPayment(answer as CardCheckoutAnswer);
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : null;
    if (message === EMPTY_CART_MESSAGE) toastError(EMPTY_CART_MESSAGE, EMPTY_CART_TITLE);
    else if (message) toastError(message);
    else toastError('Bir hata oluştu. Lütfen tekrar deneyin.', START_FAILED);
    $checkoutStatus.set('idle');
  }
}

/**
 * Posts the token to the provider's hosted form: our sandbox's path is posted to
 * like iyzico's form would be; iyzico's own page is opened by its address
 * (it carries the token), which the page's form-action policy does not restrict.
 */
export function goToPayment(answer: CardCheckoutAnswer) {
  if (!answer.paymentPageUrl.startsWith('/')) {
    window.location.assign(answer.paymentPageUrl);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = answer.paymentPageUrl;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = 'token';
  token.value = answer.token;
  form.append(token);
  document.body.append(form);
  form.submit();
}
