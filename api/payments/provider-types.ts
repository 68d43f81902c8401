// The payment provider interface and the values it exchanges. Kept apart from the factory
// (provider.ts) so the providers can implement it without importing the factory back.

/** What a provider needs to start a payment: the order as it was just stored. */
export interface PaymentOrder {
  orderNumber: string;
  totalKurus: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The buyer's T.C. kimlik no, when given at checkout. */
  identityNumber: string | null;
  billing: { address: string; city: string; postalCode: string };
  shipping: { address: string; city: string; postalCode: string };
  clientIp: string;
  userId: number | null;
  /** One basket line each, with its own KDV, so the lines add up to the total. */
  items: { id: string; name: string; category: string; priceKurus: number }[];
}

export interface PaymentStart {
  token: string;
  checkoutFormContent: string;
  paymentPageUrl: string;
}

/** The provider's own record of a payment, asked for by token (never taken from the browser). */
export interface PaymentResult {
  status: 'success' | 'failure' | 'pending';
  /** The order the provider has the token for (iyzico: basketId). */
  orderNumber: string | null;
  /** What the buyer paid, instalment interest included (iyzico: paidPrice). */
  paidKurus: number | null;
  /** The basket price the provider charged for (iyzico: price); compared with the order total. */
  priceKurus: number | null;
  currency: string | null;
  paymentId: string | null;
  errorMessage: string | null;
  /** iyzico's fraud verdict: 1 passed, 0 review, -1 refused; null when the provider has none. */
  fraudStatus: number | null;
  installment: number | null;
  cardFamily: string | null;
  cardAssociation: string | null;
  lastFour: string | null;
  /**
   * A successful card payment is an authorisation held on the card until the shop captures
   * it (iyzico's pre-authorisation, decision 0345); false for one taken at once (a token
   * started before pre-authorisation, a failed or pending payment).
   */
  authorizedOnly: boolean;
}

/** Takes an authorised payment's money (iyzico's post-auth): the amount the buyer authorised. */
export interface CaptureRequest {
  paymentId: string;
  orderNumber: string;
  amountKurus: number;
  clientIp: string;
}

/** Money back on a captured payment: the whole payment (cancel, same day) or an amount. */
export interface RefundRequest {
  paymentId: string;
  orderNumber: string;
  amountKurus: number;
  clientIp: string;
}

/** One card family's instalment plans for a price ('Taksit seçenekleri'), amounts in kuruş. */
export interface InstallmentFamily {
  cardFamily: string;
  plans: { count: number; monthlyKurus: number; totalKurus: number }[];
}

export interface PaymentProvider {
  name: 'sandbox' | 'iyzico';
  start(order: PaymentOrder): Promise<PaymentStart>;
  /** Unknown token → null. */
  retrieve(token: string): Promise<PaymentResult | null>;
  /** Captures an authorisation (decision 0345); refused once it was voided or lapsed. Returns the provider's reference. */
  capture(request: CaptureRequest): Promise<string>;
  /**
   * Voids the whole payment: an authorisation is released on the card without any charge;
   * a captured payment is cancelled (iyzico: only on the day it was taken). Returns the provider's reference.
   */
  cancel(request: Omit<RefundRequest, 'amountKurus'>): Promise<string>;
  /** Pays `amountKurus` back; the provider refuses more than is left. Returns the provider's reference. */
  refund(request: RefundRequest): Promise<string>;
  /** The instalment table for a price: card families with their 2–12 instalment plans. */
  installments(priceKurus: number): Promise<InstallmentFamily[]>;
  /** The token's lifetime at the provider; reservations never end before it. */
  tokenMinutes: number;
}

/** How long a started payment (and the stock it reserved) stays open: iyzico's checkout-form token lives 30 minutes. */
export const PAYMENT_TOKEN_MINUTES = 30;

/**
 * The provider answered and refused the request (a refund beyond what is left, an unknown
 * payment): nothing happened there. Any other failure of a call (a time-out, a lost
 * connection, an answer that does not verify) leaves its outcome unknown.
 */
export class PaymentRefused extends Error {}
