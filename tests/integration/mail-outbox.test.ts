import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { registerCustomer } from '../helpers/account-fixtures.ts';
import { adminAndCustomerTokens, bearer } from '../helpers/admin-session.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  newSessionId,
  postForm,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { deliverMail, MAX_ATTEMPTS, RETRY_DELAYS_MS, sendDueMails } from '#api/mail/outbox.ts';
import { attachment, mailAddress } from '#api/mail/mailer.ts';
import { startJobs } from '#api/jobs/shop-jobs.ts';
import { openDatabase } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

const backends = runsOn('both');

const sink = await startSmtpSink();
afterAll(() => sink.close());

const later = (ms: number) => new Date(Date.now() + ms);
const waitFor = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
};

type OutboxRow = Row<'mail_outbox', 'id' | 'attempts' | 'last_error' | 'sent_at' | 'given_up_at'> & { subject: string };

describe.each(backends)('mails the SMTP server did not take (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { SMTP_URL: sink.url, TRUST_PROXY: 'true' });
  const outbox = (like: string) => shop.db.sql<OutboxRow[]>`
    SELECT id, attempts, last_error, sent_at, given_up_at, message->>'subject' AS subject
    FROM mail_outbox WHERE message::text LIKE ${`%${like}%`} ORDER BY id`;

  beforeEach(() => {
    sink.refusing = true;
    sink.received.length = 0;
  });

  async function paidOrder() {
    const productId = await insertProduct(shop.db.sql, { name: 'Sigorta Kutusu', basePrice: '250.00' });
    const sessionId = newSessionId();
    await insertCart(shop.db.sql, { sessionId }, [{ productId, quantity: 1 }]);
    const form = validForm();
    const { token } = await (await createCheckout(shop.server.url, sessionId, form)).json();
    const card = { token, cardNumber: '5528790000000008', cardHolder: 'AYSE YILMAZ', expiry: '12/30', cvc: '123' };
    await postForm(`${shop.server.url}/api/payment/sandbox/pay`, card);
    const res = await postForm(`${shop.server.url}/api/payment/callback`, { token });
    const [order] = await shop.db.sql<Row<'orders', 'order_number' | 'status'>[]>`
      SELECT order_number, status FROM orders WHERE payment_token = ${token}`;
    return { res, order: order!, email: form.customerEmail };
  }

  it('keeps the order mails when SMTP refuses, confirms the order anyway, and the job sends them once', async () => {
    const { res, order, email } = await paidOrder();
    expect(res.headers.get('location')).toBe(`/order-success?orderNumber=${order.order_number}`);
    expect(order.status).toBe('confirmed');
    // The buyer's confirmation and the company's notice.
    const kept = await outbox(order.order_number);
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null, given_up_at: null });
      expect(row.last_error).toContain('421');
    }
    const [stored] = await shop.db.sql<
      Row<'mail_outbox', 'message'>[]
    >`SELECT message FROM mail_outbox WHERE id = ${kept[0]!.id}`;
    expect(stored!.message).toMatchObject({ to: { name: 'Ayşe Yılmaz', address: email } });

    // Not due for a minute; then due, but the server still refuses.
    expect(await sendDueMails(shop.server.ctx)).toEqual({ sent: 0, deferred: 0, gaveUp: 0 });
    expect(await sendDueMails(shop.server.ctx, later(RETRY_DELAYS_MS[0]! + 1000))).toMatchObject({ deferred: 2 });
    expect((await outbox(order.order_number)).map((r) => r.attempts)).toEqual([2, 2]);

    // The server is back: the shop's job runner sends both, once.
    sink.refusing = false;
    await shop.db.sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL AND given_up_at IS NULL`;
    const runner = startJobs(shop.server.ctx);
    try {
      expect(await runner.runNow('mail-retry')).toBe('ran');
    } finally {
      await runner.stop();
    }
    expect(sink.received).toHaveLength(2);
    expect(sink.received.map((m) => m.to).flat()).toContain(email);
    for (const mail of sink.received) expect(mail.data).toContain(order.order_number);
    expect((await outbox(order.order_number)).every((r) => r.sent_at !== null)).toBe(true);
    expect(await sendDueMails(shop.server.ctx, later(24 * 60 * 60_000))).toEqual({ sent: 0, deferred: 0, gaveUp: 0 });
    expect(sink.received).toHaveLength(2);
  });

  it("answers an admin's 'shipped' with the mail queued while SMTP refuses", async () => {
    const { order } = await paidOrder();
    const [{ id }] = await shop.db.sql<
      [{ id: number }]
    >`SELECT id FROM orders WHERE order_number = ${order.order_number}`;
    const { admin } = await adminAndCustomerTokens(shop.db.sql);
    const res = await fetch(`${shop.server.url}/api/admin/orders/${id}/status`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'ARAS778899' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'shipped', mail: 'queued' });
    const kept = await outbox('ARAS778899');
    expect(kept.map((r) => r.subject)).toEqual([`Siparişiniz kargoya verildi (${order.order_number})`]);
    sink.refusing = false;
    expect(await sendDueMails(shop.server.ctx, later(RETRY_DELAYS_MS[0]! + 1000))).toMatchObject({ sent: 3 });
    expect(sink.received.filter((m) => m.data.includes('ARAS778899'))).toHaveLength(1);
  });

  it('keeps an account mail, retries it with growing delays and gives up after the last attempt', async () => {
    const ayse = await registerCustomer(shop.server.url);
    // Registration queued the address's verification link (decision 0343); this test follows the reset alone.
    const [verification] = await waitFor(async () => {
      const rows = await outbox(ayse.email);
      return rows.length > 0 ? rows : undefined;
    });
    await shop.db.sql`DELETE FROM mail_outbox WHERE id = ${verification!.id}`;
    const reset = await call(shop.server.url, 'POST', '/api/auth/password-reset', {
      body: { email: ayse.email },
      ip: freshIp(),
    });
    expect(reset.status).toBe(200);
    const [row] = await waitFor(async () => {
      const rows = await outbox(ayse.email);
      return rows.length > 0 ? rows : undefined;
    });
    expect(row!.subject).toBe('Şifre sıfırlama bağlantınız');

    let at = Date.now();
    const outcomes = [];
    for (const delay of RETRY_DELAYS_MS) {
      // Just before the delay nothing is tried; just after, one attempt.
      expect(await sendDueMails(shop.server.ctx, new Date(at + delay - 1000))).toEqual({
        sent: 0,
        deferred: 0,
        gaveUp: 0,
      });
      at += delay + 1000;
      outcomes.push(await sendDueMails(shop.server.ctx, new Date(at)));
    }
    expect(outcomes.slice(0, -1).every((o) => o.deferred === 1)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ sent: 0, deferred: 0, gaveUp: 1 });
    const [given] = await outbox(ayse.email);
    expect(given!.attempts).toBe(MAX_ATTEMPTS);
    expect(given!.given_up_at).not.toBeNull();
    // Given up means never tried again, even when the server is back.
    sink.refusing = false;
    expect(await sendDueMails(shop.server.ctx, new Date(at + 7 * 24 * 60 * 60_000))).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(0);

    const metrics = await shop.server.ctx.metrics!.registry.metrics();
    expect(metrics).toMatch(/shop_mails_given_up_total 1\b/);
    expect(metrics).toMatch(/shop_mail_outbox\{state="given_up"\} 1\b/);
    expect(metrics).toMatch(/shop_mail_outbox\{state="waiting"\} 0\b/);
  });

  it("keeps a mail's attachment (a quote's PDF) through the outbox and sends it with the retry", async () => {
    const tag = `ekli-${Date.now()}`;
    const bytes = new TextEncoder().encode(`%PDF-1.7 ${tag} Teklif`);
    const delivery = await deliverMail(shop.server.ctx, {
      to: mailAddress('Ayşe Yılmaz', 'ayse@ornek.com.tr'),
      subject: tag,
      text: 'Teklifiniz ektedir.',
      attachments: [attachment('teklif-TKL-000001.pdf', 'application/pdf', bytes)],
    });
    expect(delivery).toBe('queued');
    sink.refusing = false;
    expect(await sendDueMails(shop.server.ctx, later(RETRY_DELAYS_MS[0]! + 1000))).toMatchObject({ sent: 1 });
    const sent = sink.received.map((m) => m.data.toString()).find((d) => d.includes(tag));
    expect(sent).toContain('filename=teklif-TKL-000001.pdf');
    const base64 = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(sent!)![1]!;
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').toString()).toBe(`%PDF-1.7 ${tag} Teklif`);
  });

  it.runIf(backend === 'postgres')('sends each kept mail once when two instances run the job at once', async () => {
    const tag = `ikili-${Date.now()}`;
    for (let i = 0; i < 40; i++) {
      const delivery = await deliverMail(shop.server.ctx, {
        to: mailAddress(`Alıcı ${i}`, `alici${i}@ornek.com.tr`),
        subject: `${tag} #${i}`,
        text: 'Deneme',
      });
      expect(delivery).toBe('queued');
    }
    sink.refusing = false;
    // A second instance: its own connection pool on the same database.
    const [{ db }] = await shop.db.sql<[{ db: string }]>`SELECT current_database() AS db`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${db}`;
    const other = await openDatabase({ url: url.href });
    try {
      const second = { ...shop.server.ctx, sql: other.sql, metrics: undefined };
      const due = later(RETRY_DELAYS_MS[0]! + 1000);
      // Small batches, so the two instances claim at the same moments.
      const runs = await Promise.all([sendDueMails(shop.server.ctx, due, 2), sendDueMails(second, due, 2)]);
      expect(runs[0]!.sent + runs[1]!.sent).toBe(40);
      expect(runs[0]!.sent).toBeGreaterThan(0);
      expect(runs[1]!.sent).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    const subjects = sink.received.map((m) => /#(\d+)/.exec(m.data)?.[1]);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect((await outbox(tag)).every((r) => r.sent_at !== null && r.attempts === 2)).toBe(true);

    // Two instances' job runners started at once: the run is claimed by one of them.
    sink.received.length = 0;
    await shop.db
      .sql`UPDATE mail_outbox SET sent_at = NULL, next_attempt_at = now() WHERE message->>'subject' LIKE ${`${tag}%`}`;
    await shop.db.sql`DELETE FROM job_runs WHERE name = 'mail-retry'`;
    const other2 = await openDatabase({ url: url.href });
    const runners = [
      startJobs(shop.server.ctx),
      startJobs({ ...shop.server.ctx, sql: other2.sql, metrics: undefined }),
    ];
    try {
      const outcomes = await Promise.all(runners.map((r) => r.runNow('mail-retry')));
      expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await other2.close();
    }
    expect(new Set(sink.received.map((m) => /#(\d+)/.exec(m.data)?.[1])).size).toBe(40);
    expect(sink.received).toHaveLength(40);
  });
});
