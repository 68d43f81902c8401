import { baseUrl } from './browser.ts';

// A guest order paid with the sandbox's test card over the API, for the browser tests that start
// from a paid order (refunds, corrections, returns) and look at what comes after.

/** The first product in stock that has no variants, as the listing shows it. */
export async function simpleProductInStock(): Promise<{ id: number; name: string }> {
  const list = (await (await fetch(`${baseUrl()}/api/products?inStockOnly=true&pageSize=20`)).json()) as {
    products: { id: number; name: string; variants: unknown[] }[];
  };
  return list.products.find((p) => p.variants.length === 0)!;
}

/** Pays the pending order of `token` with the sandbox's test card in `cardHolder`'s name; the order's number. */
export async function paySandboxOverApi(token: string, cardHolder: string): Promise<string> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual' as const,
  });
  await fetch(
    `${baseUrl()}/api/payment/sandbox/pay`,
    form({ token, cardNumber: '5528790000000008', cardHolder, expiry: '12/30', cvc: '123' }),
  );
  const callback = await fetch(`${baseUrl()}/api/payment/callback`, form({ token }));
  return new URL(callback.headers.get('location')!, baseUrl()).searchParams.get('orderNumber')!;
}

/** A guest buyer's order of 2 units of `productId`, placed in a fresh cart session and paid; its number. */
export async function paidGuestOrder(
  productId: number,
  buyer: { name: string; email: string; cardHolder: string },
): Promise<string> {
  const session = `session_e2epaid${Math.random().toString(36).slice(2, 8)}_${Date.now().toString(36)}`;
  const headers = { 'content-type': 'application/json', 'x-session-id': session };
  await fetch(`${baseUrl()}/api/cart/items`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId, quantity: 2 }),
  });
  const res = await fetch(`${baseUrl()}/api/checkout/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      customerName: buyer.name,
      customerEmail: buyer.email,
      customerPhone: '05321234567',
      billingAddress: 'İvedik OSB 1468. Cadde No 27',
      billingCity: 'Ankara',
      billingPostalCode: '06378',
      sameAsShipping: true,
      shippingAddress: '',
      shippingCity: '',
      shippingPostalCode: '',
      contractConsent: true,
    }),
  });
  const { token } = (await res.json()) as { token: string };
  return paySandboxOverApi(token, buyer.cardHolder);
}
