import { toKurus } from '../schemas/money.ts';
import { iyzicoPrice, iyzwsV2Header, initializeSignedFields, newRandomKey, refundSignedFields, retrieveSignedFields, signatureMatches } from './iyzico-auth.ts';
import type { PaymentOrder, PaymentProvider } from './provider-types.ts';
import { PLACEHOLDER_IDENTITY_NUMBER } from '../schemas/identity-numbers.ts';

export interface IyzicoOptions {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
  callbackUrl: string;
}

export const INITIALIZE_PATH = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
export const RETRIEVE_PATH = '/payment/iyzipos/checkoutform/auth/ecom/detail';
export const CANCEL_PATH = '/payment/cancel';
/** Amount-based refund of a payment (iyzico's v2 refund; v1 needs a transaction per basket item). */
export const REFUND_PATH = '/v2/payment/refund';

/** iyzico Checkout Form: initialize, then retrieve by token; every answer's signature is checked. */
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
    async start(order) {
      const answer = await post(INITIALIZE_PATH, initializeRequest(order, options.callbackUrl));
      if (answer.status !== 'success') throw new Error(`iyzico initialize: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, initializeSignedFields(answer), answer.signature)) throw new Error('iyzico initialize: signature mismatch');
      if (answer.conversationId !== order.orderNumber) throw new Error('iyzico initialize: conversationId mismatch');
      return { token: String(answer.token), checkoutFormContent: String(answer.checkoutFormContent ?? ''), paymentPageUrl: String(answer.paymentPageUrl ?? '') };
    },
    async retrieve(token) {
      const answer = await post(RETRIEVE_PATH, { locale: 'tr', token });
      // Tokens unknown to us never get here (the callback looks the order up first), so a
      // failure answer is a provider problem: the order stays pending and nothing changes.
      if (answer.status !== 'success') throw new Error(`iyzico retrieve: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, retrieveSignedFields(answer), answer.signature)) throw new Error('iyzico retrieve: signature mismatch');
      if (answer.token !== token) throw new Error('iyzico retrieve: token mismatch');
      const paid = answer.paymentStatus === 'SUCCESS';
      return {
        status: paid ? 'success' : answer.paymentStatus === 'FAILURE' ? 'failure' : 'pending',
        orderNumber: typeof answer.basketId === 'string' ? answer.basketId : null,
        paidKurus: paid ? toKurus(String(answer.paidPrice)) : null,
        currency: typeof answer.currency === 'string' ? answer.currency : null,
        paymentId: answer.paymentId ? String(answer.paymentId) : null,
        errorMessage: paid ? null : String(answer.errorMessage ?? answer.paymentStatus ?? 'Ödeme başarısız'),
      };
    },
    async cancel(request) {
      const answer = await post(CANCEL_PATH, { locale: 'tr', conversationId: request.orderNumber, paymentId: request.paymentId, ip: request.clientIp });
      if (answer.status !== 'success') throw new Error(`iyzico cancel: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (String(answer.paymentId) !== request.paymentId) throw new Error('iyzico cancel: paymentId mismatch');
      return `cancel-${request.paymentId}`;
    },
    async refund(request) {
      const answer = await post(REFUND_PATH, {
        locale: 'tr', conversationId: request.orderNumber, paymentId: request.paymentId,
        price: iyzicoPrice(request.amountKurus), currency: 'TRY', ip: request.clientIp,
      });
      if (answer.status !== 'success') throw new Error(`iyzico refund: ${String(answer.errorCode)} ${String(answer.errorMessage)}`);
      if (!signatureMatches(options.secretKey, refundSignedFields(answer), answer.signature)) throw new Error('iyzico refund: signature mismatch');
      return `refund-${String(answer.paymentId)}-${String(answer.systemTime ?? Date.now())}`;
    },
  };
}

function splitName(full: string) {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1 ? { name: parts.slice(0, -1).join(' '), surname: parts.at(-1)! } : { name: full.trim(), surname: full.trim() };
}

/** The initialize body: buyer, addresses and basket items from the order; the items add up to price. */
export function initializeRequest(order: PaymentOrder, callbackUrl: string) {
  const { name, surname } = splitName(order.customerName);
  const address = (a: PaymentOrder['billing']) => ({ contactName: order.customerName, city: a.city, country: 'Turkey', address: a.address, zipCode: a.postalCode });
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
    basketItems: order.items.filter((item) => item.priceKurus > 0).map((item) => ({ id: item.id, name: item.name, category1: item.category, itemType: 'PHYSICAL', price: iyzicoPrice(item.priceKurus) })),
  };
}
