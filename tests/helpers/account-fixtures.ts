import { randomBytes } from 'node:crypto';
import type { Sql } from '#db/connection.ts';
import { call, freshIp } from './api-calls.ts';
import { createCheckout, insertCart, insertProduct, newSessionId, readMails, validForm } from './checkout-fixtures.ts';

export interface TestCustomer {
  id: number;
  token: string;
  username: string;
  email: string;
  password: string;
}

/** A customer registered through the API (so consents exist), signed in. */
export async function registerCustomer(baseUrl: string, extra: Record<string, unknown> = {}): Promise<TestCustomer> {
  const tag = randomBytes(4).toString('hex');
  const body = {
    username: `musteri_${tag}`,
    email: `musteri_${tag}@ornek.com.tr`,
    password: 'Gizli-1234',
    fullName: 'Ayşe Yılmaz',
    phone: '0312 555 00 00',
    kvkkConsent: true,
    emailMarketingConsent: false,
    ...extra,
  };
  const res = await call(baseUrl, 'POST', '/api/auth/register', { body, ip: freshIp() });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.json)}`);
  return {
    id: res.json.user.id,
    token: res.json.token,
    username: body.username,
    email: String(body.email),
    password: String(body.password),
  };
}

/** A pending order of the customer (bearer) or of a guest (no token), through the checkout API. Answers its number. */
export async function placeOrder(
  sql: Sql,
  baseUrl: string,
  owner: { token: string; userId: number } | null,
  form: Record<string, unknown> = {},
): Promise<string> {
  const productId = await insertProduct(sql, { name: 'Anahtar Priz Beyaz', basePrice: '80.00' });
  const sessionId = newSessionId();
  // A customer has one cart: drop the one an earlier test order left behind.
  if (owner) await sql`DELETE FROM carts WHERE user_id = ${owner.userId}`;
  await insertCart(sql, owner ? { userId: owner.userId } : { sessionId }, [{ productId, quantity: 2 }]);
  const res = await createCheckout(
    baseUrl,
    sessionId,
    { ...validForm(), ...form },
    owner ? { authorization: `Bearer ${owner.token}` } : {},
  );
  if (!res.ok) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const [order] = await sql<{ order_number: string }[]>`SELECT order_number FROM orders WHERE payment_token = ${token}`;
  return order!.order_number;
}

/** Waits (mails leave after the answer) for a mail to `to` that holds a link with `path`; answers the link's token. */
export async function tokenFromMail(mailDir: string, to: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([a-z2-7]{52})`);
  for (let i = 0; i < 100; i++) {
    const tokens = (await readMails(mailDir))
      .filter((m) => addressedTo(m, to))
      .map((m) => pattern.exec(m)?.[1])
      .filter(Boolean) as string[];
    if (tokens.length > after) return tokens.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with ${path}`);
}

/** Whether the mail's To header names `address`, bare or after a (possibly encoded, folded) display name. */
function addressedTo(mail: string, address: string): boolean {
  const to = /^To: (.*)$/m.exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
  return to === address || !!to?.endsWith(`<${address}>`);
}

/** Opens the verification link mailed to the customer's address, as its owner would (decision 0343). */
export async function verifyEmail(baseUrl: string, mailDir: string, email: string): Promise<void> {
  const token = await tokenFromMail(mailDir, email, '/eposta-dogrula');
  const res = await call(baseUrl, 'POST', '/api/account/email-verification/confirm', { body: { token } });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${JSON.stringify(res.json)}`);
}
