import { toKurus } from '../shared/money.ts';
import {
  iyzicoPrice,
  iyzwsV2Header,
  initializeSignedFields,
  newRandomKey,
  postAuthSignedFields,
  refundSignedFields,
  retrieveSignedFields,
  signatureMatches,
} from './iyzico-auth.ts';
import { PAYMENT_TOKEN_MINUTES, PaymentRefused, type PaymentOrder, type PaymentProvider } from './provider-types.ts';
import { installmentFamilies } from './iyzico-installments.ts';
import { PLACEHOLDER_IDENTITY_NUMBER } from '../schemas/identity-numbers.ts';

export interface IyzicoOptions {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  callbackUrl: string;
}

/** The Checkout Form's pre-authorisation initialise: the card is authorised, captured later (decision 0345). */
export const INITIALIZE_PATH = '/payment/iyzipos/checkoutform/initialize/preauth/ecom';
export const RETRIEVE_PATH = '/payment/iyzipos/checkoutform/auth/ecom/detail';
/** Voids an authorisation, or cancels a captured payment on its day. */
export const CANCEL_PATH = '/payment/cancel';
/** Captures a pre-authorisation (iyzico's post-auth). */
export const POSTAUTH_PATH = '/payment/postauth';
/** Amount-based refund of a payment (iyzico's v2 refund; v1 needs a transaction per basket item). */
export const REFUND_PATH = '/v2/payment/refund';
export const INSTALLMENT_PATH = '/payment/iyzipos/installment';

/** iyzico Checkout Form: pre-authorise, retrieve by token, then capture or void; every signed answer is checked. */
export function createIyzicoProvider(options: IyzicoOptions): PaymentProvider {
  async function post(path: string, body: object): Promise<Record<string, unknown>> {
    const json = JSON.stringify(body);
    const randomKey = newRandomKey();
    const res = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: iyzwsV2Header(options.apiKey, options.secretKey, path, json, randomKey),
        'x-iyzi-rnd': randomKey,
      },
      body: json,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`iyzico ${path}: HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  return {
    name: 'iyzico',
    tokenMinutes: PAYMENT_TOKEN_MINUTES,
    async start(order) {
      const answer = await post(INITIALIZE_PATH, initializeRequest(order, options.callbackUrl));
      if (answer.status !== 'success')
        throw new Error(`iyzico initialize: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, initializeSignedFields(answer), answer.signature))
        throw new Error('iyzico initialize: signature mismatch');
      if (answer.conversationId !== order.orderNumber) throw new Error('iyzico initialize: conversationId mismatch');
      return {
        token: String(answer.token),
        checkoutFormContent: String(answer.checkoutFormContent ?? ''),
        paymentPageUrl: String(answer.paymentPageUrl ?? ''),
      };
    },
    async retrieve(token) {
      const answer = await post(RETRIEVE_PATH, { locale: 'tr', token });
      // A refused request (our key or signature) says nothing about the payment: thrown, so the
      // job keeps the order and asks again. Any other failure answer (token not paid, not
      // found, expired) means no payment was taken with this token.
      if (answer.status !== 'success' && REQUEST_REFUSED.has(String(answer.errorCode))) {
        throw new Error(`iyzico retrieve: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      }
      if (answer.status !== 'success')
        return notPaid(String(answer.errorMessage ?? answer.errorCode ?? 'Ödeme bulunamadı'));
      if (!signatureMatches(options.secretKey, retrieveSignedFields(answer), answer.signature))
        throw new Error('iyzico retrieve: signature mismatch');
      if (answer.token !== token) throw new Error('iyzico retrieve: token mismatch');
      const paid = answer.paymentStatus === 'SUCCESS';
      const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
      return {
        status: paid ? 'success' : answer.paymentStatus === 'FAILURE' ? 'failure' : 'pending',
        orderNumber: text(answer.basketId),
        paidKurus: paid ? toKurus(String(answer.paidPrice)) : null,
        priceKurus: paid ? toKurus(String(answer.price)) : null,
        currency: text(answer.currency),
        paymentId: answer.paymentId ? String(answer.paymentId) : null,
        errorMessage: paid ? null : String(answer.errorMessage ?? answer.paymentStatus ?? 'Ödeme başarısız'),
        fraudStatus: typeof answer.fraudStatus === 'number' ? answer.fraudStatus : null,
        installment: typeof answer.installment === 'number' ? answer.installment : null,
        cardFamily: text(answer.cardFamily),
        cardAssociation: text(answer.cardAssociation),
        lastFour: text(answer.lastFourDigits),
        // A token started before pre-authorisation was charged at once (phase AUTH).
        authorizedOnly: paid && answer.phase !== 'AUTH' && answer.phase !== 'POST_AUTH',
      };
    },
    async capture(request) {
      const answer = await post(POSTAUTH_PATH, {
        locale: 'tr',
        conversationId: request.orderNumber,
        paymentId: request.paymentId,
        paidPrice: iyzicoPrice(request.amountKurus),
        ip: request.clientIp,
        currency: 'TRY',
      });
      if (answer.status !== 'success')
        throw new PaymentRefused(`iyzico postauth: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, postAuthSignedFields(answer), answer.signature))
        throw new Error('iyzico postauth: signature mismatch');
      if (String(answer.paymentId) !== request.paymentId) throw new Error('iyzico postauth: paymentId mismatch');
      return `postauth-${request.paymentId}`;
    },
    async cancel(request) {
      const answer = await post(CANCEL_PATH, {
        locale: 'tr',
        conversationId: request.orderNumber,
        paymentId: request.paymentId,
        ip: request.clientIp,
      });
      if (answer.status !== 'success')
        throw new PaymentRefused(`iyzico cancel: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (String(answer.paymentId) !== request.paymentId) throw new Error('iyzico cancel: paymentId mismatch');
      return `cancel-${request.paymentId}`;
    },
    async installments(priceKurus) {
      const answer = await post(INSTALLMENT_PATH, {
        locale: 'tr',
        conversationId: `taksit-${priceKurus}`,
        price: iyzicoPrice(priceKurus),
      });
      if (answer.status !== 'success')
        throw new Error(`iyzico installment: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      return installmentFamilies(answer);
    },
    async refund(request) {
      const answer = await post(REFUND_PATH, {
        locale: 'tr',
        conversationId: request.orderNumber,
        paymentId: request.paymentId,
        price: iyzicoPrice(request.amountKurus),
        currency: 'TRY',
        ip: request.clientIp,
      });
      if (answer.status !== 'success')
        throw new PaymentRefused(`iyzico refund: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, refundSignedFields(answer), answer.signature))
        throw new Error('iyzico refund: signature mismatch');
      return `refund-${String(answer.paymentId)}-${String(answer.systemTime ?? Date.now())}`;
    },
  };
}

/** iyzico's error codes for a request it refused (authentication, signature), not for a payment. */
const REQUEST_REFUSED = new Set(['1000', '1001', '11']);

const notPaid = (errorMessage: string) => ({
  status: 'pending' as const,
  orderNumber: null,
  paidKurus: null,
  priceKurus: null,
  currency: null,
  paymentId: null,
  errorMessage,
  fraudStatus: null,
  installment: null,
  cardFamily: null,
  cardAssociation: null,
  lastFour: null,
  authorizedOnly: false,
});

function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1
    ? { name: parts.slice(0, -1).join(' '), surname: parts.at(-1)! }
    : { name: full.trim(), surname: full.trim() };
}

/** The initialize body: buyer, addresses and basket items from the order; the items add up to price. */
export function initializeRequest(order: PaymentOrder, callbackUrl: string) {
  const { name, surname } = splitName(order.customerName);
  const address = (a: PaymentOrder['billing']) => ({
    contactName: order.customerName,
    city: a.city,
    country: 'Turkey',
    address: a.address,
    zipCode: a.postalCode,
  });
  const price = iyzicoPrice(order.totalKurus);
  return {
    locale: 'tr',
    conversationId: order.orderNumber,
    price,
    paidPrice: price,
    currency: 'TRY',
    basketId: order.orderNumber,
    paymentGroup: 'PRODUCT',
    callbackUrl,
    enabledInstallments: [1, 2, 3, 6, 9],
    buyer: {
      id: order.userId ? `U${order.userId}` : `G-${order.orderNumber}`,
      name,
      surname,
      gsmNumber: order.customerPhone,
      email: order.customerEmail,
      identityNumber: order.identityNumber ?? PLACEHOLDER_IDENTITY_NUMBER,
      registrationAddress: order.billing.address,
      ip: order.clientIp,
      city: order.billing.city,
      country: 'Turkey',
      zipCode: order.billing.postalCode,
    },
    shippingAddress: address(order.shipping),
    billingAddress: address(order.billing),
    basketItems: order.items
      .filter((item) => item.priceKurus > 0)
      .map((item) => ({
        id: item.id,
        name: item.name,
        category1: item.category,
        itemType: 'PHYSICAL',
        price: iyzicoPrice(item.priceKurus),
      })),
  };
}
