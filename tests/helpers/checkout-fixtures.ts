import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '#db/connection.ts';

// Catalogue rows and carts inserted directly, so checkout tests do not depend on the cart API.

let seq = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

export async function insertProduct(
  sql: Sql,
  p: { name?: string; basePrice?: string; stock?: number; active?: boolean; vatRate?: number } = {},
) {
  const name = p.name ?? 'Kablo NYM 3x2,5';
  const [row] = await sql`
    INSERT INTO products (name, slug, base_price, stock_quantity, is_active, vat_rate)
    VALUES (${name}, ${unique('urun')}, ${p.basePrice ?? '100.00'}, ${p.stock ?? 100}, ${p.active ?? true}, ${p.vatRate ?? 20}) RETURNING id`;
  return row!.id as number;
}

export async function insertVariant(
  sql: Sql,
  productId: number,
  v: { name?: string; price?: string; stock?: number } = {},
) {
  const [row] = await sql`
    INSERT INTO product_variants (product_id, name, price, stock_quantity)
    VALUES (${productId}, ${v.name ?? '100 m'}, ${v.price ?? '250.00'}, ${v.stock ?? 10}) RETURNING id`;
  return row!.id as number;
}

/** One line of a cart as the fixtures insert it. */
export interface CartLine {
  productId: number;
  variantId?: number | null;
  quantity: number;
}

export const newSessionId = () =>
  `session_${Math.random().toString(36).slice(2, 12)}${seq++}_${Date.now().toString(36)}`;

/** A guest cart (by session id) or a customer's cart with the given lines. */
export async function insertCart(sql: Sql, owner: { sessionId: string } | { userId: number }, lines: CartLine[]) {
  const [cart] =
    'sessionId' in owner
      ? await sql`INSERT INTO carts (session_id) VALUES (${owner.sessionId}) RETURNING id`
      : await sql`INSERT INTO carts (user_id) VALUES (${owner.userId}) RETURNING id`;
  for (const line of lines) {
    await sql`INSERT INTO cart_items (cart_id, product_id, variant_id, quantity) VALUES (${cart!.id}, ${line.productId}, ${line.variantId ?? null}, ${line.quantity})`;
  }
  return cart!.id as number;
}

/** A guest's cart with the given lines, under a new session id: that id. */
export async function guestCart(sql: Sql, lines: CartLine[]): Promise<string> {
  const sessionId = newSessionId();
  await insertCart(sql, { sessionId }, lines);
  return sessionId;
}

// Each form its own address: the shop allows only 3 unpaid orders per e-mail address.
/** A company buyer's invoice fields (a valid VKN) for a checkout form: `{ ...validForm(), ...corporate }`. */
export const corporate = {
  invoiceType: 'corporate',
  companyName: 'Yılmaz Elektrik Ltd. Şti.',
  taxNumber: '9029589240',
  taxOffice: 'Ostim',
} as const;

export const validForm = () => ({
  customerName: 'Ayşe Yılmaz',
  customerEmail: `ayse.${++seq}@example.com`,
  customerPhone: '05321234567',
  billingAddress: 'İvedik OSB 1468. Cadde No: 27',
  billingCity: 'Ankara',
  billingPostalCode: '06378',
  shippingAddress: 'Kızılay Mah. Atatürk Bulvarı No: 5',
  shippingCity: 'Ankara',
  shippingPostalCode: '06420',
  companyName: '',
  taxNumber: '',
  notes: '',
  sameAsShipping: false,
  contractConsent: true,
  marketingConsent: false,
});

/** The shortest valid checkout form: a billing address that is also the shipping one ('same as billing'). */
export const sameAsBillingForm = () => ({
  customerName: 'Ayşe Yılmaz',
  customerEmail: 'ayse@ornek.com.tr',
  customerPhone: '05321234567',
  billingAddress: 'Atatürk Bulvarı No: 1 Çankaya',
  billingCity: 'Ankara',
  billingPostalCode: '06100',
  sameAsShipping: true,
  contractConsent: true,
});

export function createCheckout(url: string, sessionId: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/checkout/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId, ...headers },
    body: JSON.stringify(body),
  });
}

type ProductSpec = Parameters<typeof insertProduct>[1];
type VariantSpec = Parameters<typeof insertVariant>[2];

/**
 * A guest's cart of two lines: a product, and a variant of another product, each line
 * with its quantity. The ids come back for the test's checks.
 */
export async function insertGuestCartWithVariant(
  sql: Sql,
  spec: {
    product: ProductSpec & { quantity: number };
    variantOf: ProductSpec;
    variant: VariantSpec & { quantity: number };
  },
) {
  const productId = await insertProduct(sql, spec.product);
  const variantProductId = await insertProduct(sql, spec.variantOf);
  const variantId = await insertVariant(sql, variantProductId, spec.variant);
  const sessionId = newSessionId();
  await insertCart(sql, { sessionId }, [
    { productId, quantity: spec.product.quantity },
    { productId: variantProductId, variantId, quantity: spec.variant.quantity },
  ]);
  return { sessionId, productId, variantProductId, variantId };
}

/** Posts a form the way a browser does, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

export async function stockOf(sql: Sql, table: 'products' | 'product_variants', id: number): Promise<number> {
  const [row] =
    table === 'products'
      ? await sql`SELECT stock_quantity FROM products WHERE id = ${id}`
      : await sql`SELECT stock_quantity FROM product_variants WHERE id = ${id}`;
  return row!.stock_quantity;
}

/** The .eml files the mailer wrote, as text: quoted-printable bodies and encoded header words decoded. */
export async function readMails(mailDir: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const raw = await Promise.all(files.sort().map((f) => readFile(path.join(mailDir, f), 'latin1')));
  return raw.map((m) => {
    // Quoted-printable is the body's encoding only: decoding the headers with it would turn a
    // link's '?token=23…' into '?token#…' (List-Unsubscribe). Headers carry RFC 2047 words.
    const split = m.search(/\r?\n\r?\n/);
    const head = split < 0 ? m : m.slice(0, split);
    const body = split < 0 ? '' : m.slice(split);
    const bytes = decodeHeaderWords(head) + decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** '=?UTF-8?Q?Sipari=C5=9F?=' and '=?UTF-8?B?…?=' as their bytes (latin1), folded words joined. */
const decodeHeaderWords = (head: string) =>
  head
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
