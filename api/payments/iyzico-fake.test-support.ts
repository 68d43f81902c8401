import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomUUID } from 'node:crypto';
import { CANCEL_PATH, INITIALIZE_PATH, INSTALLMENT_PATH, POSTAUTH_PATH, REFUND_PATH, RETRIEVE_PATH } from './iyzico.ts';
import {
  initializeSignedFields,
  parseIyzwsV2,
  postAuthSignedFields,
  refundSignedFields,
  responseSignature,
  retrieveSignedFields,
  webhookSignature,
} from './iyzico-auth.ts';

/** What the buyer's payment looked like at iyzico. */
export interface FakePayment {
  paidPrice?: string;
  fraudStatus?: -1 | 0 | 1;
  installment?: number;
  /** 'AUTH': charged at once, as a token started before pre-authorisation was. */
  phase?: 'AUTH';
}

interface FakeSession extends FakePayment {
  request: Record<string, any>;
  paymentStatus: 'SUCCESS' | 'FAILURE' | null;
  paymentId: string;
  cancelled: boolean;
  /** Refunded so far, in kuruş. */
  refunded: number;
  /** Taken from the card by the post-auth, in kuruş (0 while only authorised). */
  captured: number;
  /** The authorisation was released without any charge. */
  voided: boolean;
}

/** What the card was charged: a payment taken at once, or an authorisation once captured. */
const chargedKurus = (s: FakeSession) =>
  s.phase === 'AUTH' ? Math.round(Number(s.paidPrice ?? s.request.paidPrice) * 100) : s.captured;
const refusal = (errorCode: string, errorMessage: string) => ({
  status: 'failure',
  errorCode,
  errorMessage,
  systemTime: Date.now(),
});
/** iyzico's envelope of every successful answer, around the endpoint's own fields. */
const success = <T extends object>(conversationId: unknown, fields: T) => ({
  status: 'success',
  locale: 'tr',
  systemTime: Date.now(),
  conversationId,
  ...fields,
});

/**
 * A local stand-in for iyzico's Checkout Form (pre-authorise, retrieve), post-auth, cancel,
 * refund and instalment endpoints: it refuses requests whose
 * IYZWSv2 header does not verify, and signs its answers the way the documentation says.
 */
export async function startFakeIyzico(apiKey: string, secretKey: string) {
  const sessions = new Map<string, FakeSession>();
  const requests: { path: string; body: Record<string, any>; authorized: boolean }[] = [];
  let breakSignatures = false;
  let beforeInitialize: (() => Promise<void>) | null = null;
  let nextPaymentId = 22416035;
  // The next request to a path fails on the way: 'lost' does the work and drops the answer (a
  // time-out after iyzico acted), 'error' answers HTTP 500 without doing anything.
  const failures = new Map<string, 'lost' | 'error'>();

  const authorized = (header: string | undefined, path: string, raw: string) => {
    const auth = parseIyzwsV2(header ?? '');
    if (!auth || auth.apiKey !== apiKey) return false;
    const expected = createHmac('sha256', secretKey)
      .update(auth.randomKey + path + raw)
      .digest('hex');
    return expected === auth.signature;
  };
  const sign = (values: unknown[]) => (breakSignatures ? '0'.repeat(64) : responseSignature(secretKey, values));

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const path = req.url ?? '';
      const body = raw ? JSON.parse(raw) : {};
      const ok = authorized(req.headers.authorization, path, raw);
      requests.push({ path, body, authorized: ok });
      const failure = failures.get(path);
      failures.delete(path);
      if (failure === 'error') return res.writeHead(500).end();
      const send = (answer: object) =>
        failure === 'lost'
          ? req.socket.destroy()
          : res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (!ok) return send(refusal('1000', 'Geçersiz imza'));
      if (path === INITIALIZE_PATH) {
        const before = beforeInitialize;
        beforeInitialize = null;
        await before?.();
        const token = randomUUID();
        sessions.set(token, {
          request: body,
          paymentStatus: null,
          paymentId: String(nextPaymentId++),
          cancelled: false,
          refunded: 0,
          captured: 0,
          voided: false,
        });
        const answer = success(body.conversationId, {
          token,
          tokenExpireTime: 1800,
          checkoutFormContent: '<script type="text/javascript">/* iyziInit */</script>',
          paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${token}&lang=tr`,
        });
        return send({ ...answer, signature: sign(initializeSignedFields(answer)) });
      }
      if (path === RETRIEVE_PATH) {
        const session = sessions.get(body.token);
        if (!session) return send(refusal('5063', 'Token bulunamadı'));
        if (!session.paymentStatus) return send(refusal('5197', 'Ödeme henüz tamamlanmadı'));
        const r = session.request;
        const answer = success(r.conversationId, {
          token: body.token,
          paymentStatus: session.paymentStatus,
          paymentId: session.paymentStatus === 'SUCCESS' ? session.paymentId : undefined,
          price: Number(r.price),
          paidPrice: Number(session.paidPrice ?? r.paidPrice),
          currency: r.currency,
          basketId: r.basketId,
          phase:
            session.paymentStatus !== 'SUCCESS'
              ? undefined
              : (session.phase ?? (session.captured ? 'POST_AUTH' : 'PRE_AUTH')),
          errorMessage: session.paymentStatus === 'FAILURE' ? 'Kart limiti yetersiz, yetersiz bakiye' : undefined,
          fraudStatus: session.fraudStatus ?? 1,
          installment: session.installment ?? 1,
          cardFamily: 'Bonus',
          cardAssociation: 'MASTER_CARD',
          lastFourDigits: '0008',
          binNumber: '552879',
        });
        return send({ ...answer, signature: sign(retrieveSignedFields(answer)) });
      }
      const session = [...sessions.values()].find(
        (s) => s.paymentStatus === 'SUCCESS' && s.paymentId === String(body.paymentId),
      );
      const authorisation = session && session.phase !== 'AUTH' && session.captured === 0;
      if (path === POSTAUTH_PATH) {
        if (!session || !authorisation || session.voided) return send(refusal('5092', 'Ön provizyon bulunamadı'));
        const authorised = Math.round(Number(session.paidPrice ?? session.request.paidPrice) * 100);
        const asked = Math.round(Number(body.paidPrice) * 100);
        if (!(asked > 0) || asked > authorised) return send(refusal('5096', 'Tutar ön provizyon tutarını aşıyor'));
        session.captured = asked;
        const r = session.request;
        const answer = success(body.conversationId, {
          paymentId: session.paymentId,
          price: Number(r.price),
          paidPrice: asked / 100,
          currency: r.currency,
          basketId: r.basketId,
          phase: 'POST_AUTH',
        });
        return send({ ...answer, signature: sign(postAuthSignedFields(answer)) });
      }
      if (path === CANCEL_PATH && session && authorisation) {
        // Voiding an authorisation releases it on the card: nothing was charged, nothing is refunded.
        if (session.voided) return send(refusal('5093', 'Ön provizyon zaten iptal edildi'));
        session.voided = true;
        session.cancelled = true;
        const answer = success(body.conversationId, {
          paymentId: session.paymentId,
          price: 0,
          currency: 'TRY',
        });
        return send({ ...answer, signature: sign(refundSignedFields(answer)) });
      }
      if (path === CANCEL_PATH || path === REFUND_PATH) {
        if (!session) return send(refusal('5092', 'Ödeme bulunamadı'));
        if (authorisation) return send(refusal('5095', 'Tahsil edilmemiş ön provizyon iade edilemez'));
        const paid = chargedKurus(session);
        const asked = path === CANCEL_PATH ? paid : Math.round(Number(body.price) * 100);
        if (path === CANCEL_PATH && session.refunded > 0)
          return send(refusal('5093', 'İade edilmiş ödeme iptal edilemez'));
        if (asked <= 0 || session.refunded + asked > paid)
          return send(refusal('5094', 'İade tutarı ödeme tutarını aşıyor'));
        session.refunded += asked;
        if (path === CANCEL_PATH) session.cancelled = true;
        const answer = success(body.conversationId, {
          paymentId: session.paymentId,
          price: asked / 100,
          currency: 'TRY',
        });
        return send({ ...answer, signature: sign(refundSignedFields(answer)) });
      }
      if (path === INSTALLMENT_PATH) return send(fakeInstallmentAnswer(body));
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Runs once, while the next initialize request is answered (something changing meanwhile). */
    beforeInitialize(run: () => Promise<void>) {
      beforeInitialize = run;
    },
    /** What the buyer did on iyzico's page; a string is the paidPrice charged (older tests' shorthand). */
    pay(token: string, status: 'SUCCESS' | 'FAILURE', payment: string | FakePayment = {}) {
      const session = sessions.get(token);
      if (!session) throw new Error(`unknown token ${token}`);
      Object.assign(session, { paymentStatus: status }, typeof payment === 'string' ? { paidPrice: payment } : payment);
    },
    cancelled: (token: string) => sessions.get(token)?.cancelled ?? false,
    /** What the buyer's card was charged for this token, in kuruş (an authorisation counts once captured). */
    chargedFor: (token: string) => {
      const session = sessions.get(token);
      return session ? chargedKurus(session) : 0;
    },
    /** Whether the token's authorisation was released without a charge. */
    voided: (token: string) => sessions.get(token)?.voided ?? false,
    /** What was refunded on the token's payment, in kuruş. */
    refundedFor: (token: string) => sessions.get(token)?.refunded ?? 0,
    /** The Checkout Form webhook iyzico posts for a token, signed (X-IYZ-SIGNATURE-V3) unless `secret` says otherwise. */
    webhook(token: string, options: { eventTime?: number; secret?: string; status?: string } = {}) {
      const session = sessions.get(token);
      if (!session) throw new Error(`unknown token ${token}`);
      const body = {
        paymentConversationId: session.request.conversationId,
        merchantId: '3398',
        token,
        status: options.status ?? session.paymentStatus ?? 'FAILURE',
        iyziReferenceCode: randomUUID(),
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        iyziEventTime: options.eventTime ?? Date.now(),
        iyziPaymentId: Number(session.paymentId),
      };
      return { body, signature: webhookSignature(options.secret ?? secretKey, body) };
    },
    /** What was refunded on a payment, in kuruş. */
    refundedOn(paymentId: string) {
      return [...sessions.values()].find((s) => s.paymentId === paymentId)?.refunded ?? 0;
    },
    /** The next request to `path` loses its answer after the fake acted ('lost') or fails with HTTP 500 ('error'). */
    failNext(path: string, how: 'lost' | 'error') {
      failures.set(path, how);
    },
    breakSignatures(on: boolean) {
      breakSignatures = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The fake's instalment rates: 1.9 % per instalment over the price, iyzico's numbers as JSON numbers. */
export const FAKE_INSTALLMENT_FAMILIES = ['Bonus', 'World', 'Maximum', 'Axess'];
function fakeInstallmentAnswer(body: Record<string, any>) {
  const priceKurus = Math.round(Number(body.price) * 100);
  if (!(priceKurus > 0)) return refusal('5001', 'Fiyat geçersiz');
  const installmentPrices = [1, 2, 3, 6, 9, 12].map((n) => {
    const total = n === 1 ? priceKurus : Math.round(priceKurus * (1 + 0.019 * n));
    return { installmentNumber: n, totalPrice: total / 100, installmentPrice: Math.round(total / n) / 100 };
  });
  const installmentDetails = FAKE_INSTALLMENT_FAMILIES.map((cardFamilyName, i) => ({
    binNumber: null,
    price: priceKurus / 100,
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    cardFamilyName,
    force3ds: 0,
    bankCode: 62 + i,
    bankName: `Banka ${i + 1}`,
    forceCvc: 0,
    commercial: 0,
    installmentPrices,
  }));
  return {
    status: 'success',
    locale: 'tr',
    systemTime: Date.now(),
    conversationId: body.conversationId,
    installmentDetails,
  };
}
