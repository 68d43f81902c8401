import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';

// A local stand-in for the parts of MNG Kargo's REST API the shop uses (api/carriers/): the
// apizone application's X-IBM-Client-Id/Secret on every call, the customer's JWT from /token on
// the command and query calls, the city and district codes, createOrder's required recipient
// fields (codes MNG knows, a ten-digit mobile number, an e-mail, a TCKN/VKN, an address of some
// length) and its one order per reference ('ZATEN VAR', code 3002), createbarcode's one shipment per
// order with a ZPL label, getshipment by reference, cancelshipment. It can hold back its next
// createbarcode answer after opening the shipment, as a carrier whose answer is lost.

export interface DoubleAccount {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

/** An MNG Kargo customer account and apizone application, for the double and the shop alike. */
export const MNG_TEST_ACCOUNT: DoubleAccount = {
  username: '987654321',
  password: 'mng-parola',
  clientId: 'uygulama-anahtari',
  clientSecret: 'guvenlik-dizisi',
};

/** The shop's settings naming the account (MNG_BASE_URL aside: the double's address). */
export const mngSettingsFor = (account: DoubleAccount) => ({
  MNG_USERNAME: account.username,
  MNG_PASSWORD: account.password,
  MNG_CLIENT_ID: account.clientId,
  MNG_CLIENT_SECRET: account.clientSecret,
});

interface Order {
  referenceId: string;
  body: Record<string, unknown>;
  shipmentId: string | null;
  cancelled: boolean;
}

const CITIES = [
  { code: '06', name: 'ANKARA  06' },
  { code: '34', name: 'İSTANBUL  34' },
];
const DISTRICTS: Record<string, { code: string; name: string }[]> = {
  '06': [
    { code: '1781', name: 'YENİMAHALLE' },
    { code: '1231', name: 'ÇANKAYA' },
  ],
  '34': [{ code: '1103', name: 'KADIKÖY' }],
};

const mngError = (code: string, description: string) => ({
  error: { Code: code, Message: description, Description: description },
});

export async function startMngKargoDouble(account: DoubleAccount) {
  const orders = new Map<string, Order>();
  const jwts = new Set<string>();
  const calls: string[] = [];
  let holdNextBarcodeMs = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      void answer(req, res, raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const json = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const path = new URL(req.url ?? '/', 'http://double').pathname.replace(/^\/mngapi\/api/, '');
    calls.push(`${req.method} ${path}`);
    if (
      req.headers['x-ibm-client-id'] !== account.clientId ||
      req.headers['x-ibm-client-secret'] !== account.clientSecret
    )
      return json(401, {
        httpCode: '401',
        httpMessage: 'Unauthorized',
        moreInformation: 'Invalid client id or secret.',
      });
    if (req.method === 'POST' && path === '/token') {
      if (body.customerNumber !== account.username || body.password !== account.password || body.identityType !== 1)
        return json(401, mngError('20013', 'Müşteri numarası veya şifre hatalı'));
      const jwt = `jwt-${randomInt(1e9)}`;
      jwts.add(jwt);
      return json(200, {
        jwt,
        refreshToken: 'r',
        jwtExpireDate: '10.03.2099 16:05:00',
        refreshTokenExpireDate: '09.04.2099 15:04:31',
      });
    }
    if (req.method === 'GET' && path === '/cbsinfoapi/getcities') return json(200, CITIES);
    const districts = /^\/cbsinfoapi\/getdistricts\/(\w+)$/.exec(path);
    if (req.method === 'GET' && districts)
      return json(
        200,
        (DISTRICTS[districts[1]!] ?? []).map((d) => ({ cityCode: districts[1], ...d })),
      );
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !jwts.has(bearer)) return json(401, mngError('401', 'Geçersiz veya süresi dolmuş token'));

    if (req.method === 'POST' && path === '/standardcmdapi/createOrder') {
      const order = (body.order ?? {}) as Record<string, unknown>;
      const recipient = (body.recipient ?? {}) as Record<string, unknown>;
      const referenceId = String(order.referenceId ?? '');
      const problem = orderProblem(order, recipient, body.orderPieceList);
      if (problem) return json(400, mngError('26056', problem));
      if (orders.has(referenceId))
        return json(400, mngError('3002', `${referenceId} REFERANS NUMARALI SİPARİŞ ZATEN VAR`));
      orders.set(referenceId, { referenceId, body, shipmentId: null, cancelled: false });
      return json(200, [
        { orderInvoiceId: String(randomInt(1e8)), orderInvoiceDetailId: '1', shipperBranchCode: '1345', referenceId },
      ]);
    }
    if (req.method === 'POST' && path === '/barcodecmdapi/createbarcode') {
      const order = orders.get(String(body.referenceId ?? ''));
      if (!order) return json(400, mngError('20001', 'Bu referansla sipariş bulunamadı'));
      if (order.shipmentId) return json(400, mngError('20011', 'Bu sipariş için barkod zaten oluşturulmuş'));
      order.shipmentId = String(randomInt(1e11, 1e12 - 1));
      const barcode = `C${order.shipmentId}`;
      const reply = [
        {
          referenceId: order.referenceId,
          invoiceId: `FM${randomInt(1e6)}`,
          shipmentId: order.shipmentId,
          barcodes: [{ pieceNumber: 1, barcode, value: `^XA^FO50,50^BCN,100,Y,N,N^FD${barcode}^FS^XZ` }],
        },
      ];
      const hold = holdNextBarcodeMs;
      holdNextBarcodeMs = 0;
      if (hold) await new Promise((r) => setTimeout(r, hold));
      return json(200, reply);
    }
    const query = /^\/standardqueryapi\/getshipment\/(.+)$/.exec(path);
    if (req.method === 'GET' && query) {
      const order = orders.get(decodeURIComponent(query[1]!));
      if (!order) return json(404, mngError('404', 'Sipariş bulunamadı'));
      return json(200, [
        {
          order: { referenceId: order.referenceId },
          shipment: order.shipmentId ? { shipmentId: order.shipmentId, shipmentStatusCode: 1 } : null,
        },
      ]);
    }
    if (req.method === 'PUT' && path === '/barcodecmdapi/cancelshipment') {
      const order = orders.get(String(body.referenceId ?? ''));
      if (!order || order.shipmentId !== String(body.shipmentId ?? ''))
        return json(400, mngError('30001', 'Gönderi bulunamadı'));
      order.cancelled = true;
      return json(200, { referenceId: order.referenceId, shipmentId: order.shipmentId });
    }
    json(404, mngError('404', 'Bulunamadı'));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    calls,
    /** The shipments opened (not cancelled), by reference. */
    shipments: () => [...orders.values()].filter((o) => o.shipmentId && !o.cancelled),
    /** The next createbarcode opens the shipment, then answers only after `ms`. */
    holdNextBarcode(ms: number) {
      holdNextBarcodeMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What MNG's createOrder refuses, in its words; null when it takes the order. */
function orderProblem(
  order: Record<string, unknown>,
  recipient: Record<string, unknown>,
  pieces: unknown,
): string | null {
  if (!order.referenceId || !order.content) return 'Order.ReferenceId ve Order.Content zorunludur';
  const city = CITIES.find((c) => Number(c.code) === recipient.cityCode);
  if (!city || !DISTRICTS[city.code]!.some((d) => Number(d.code) === recipient.districtCode))
    return 'Alıcı il/ilçe kodu geçersiz';
  if (typeof recipient.address !== 'string' || recipient.address.trim().length < 10)
    return 'ALICI ADRESİ EN AZ 10 KARAKTER OLMALIDIR';
  if (!recipient.fullName) return 'Recipient.FullName zorunludur';
  if (!/^5\d{9}$/.test(String(recipient.mobilePhoneNumber ?? ''))) return 'Alıcı cep telefonu geçersiz';
  if (!recipient.email) return 'Recipient.Email zorunludur';
  if (!/^\d{10,11}$/.test(String(recipient.taxNumber ?? ''))) return 'Alıcı vergi / TC kimlik numarası geçersiz';
  const list = Array.isArray(pieces) ? (pieces as Record<string, unknown>[]) : [];
  if (!list.length || list.some((p) => !Number.isInteger(p.desi) || !Number.isInteger(p.kg) || Number(p.desi) < 1))
    return 'OrderPieceList: desi ve kg pozitif tam sayı olmalıdır';
  return null;
}
