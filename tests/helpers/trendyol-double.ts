import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';

// A local stand-in for Trendyol's seller integration API, checking what the real one checks (its
// public documentation): Basic auth with the API key and secret (401 ClientApiAuthenticationException),
// a User-Agent "<sellerId> - SelfIntegration" (403 without), the seller id in the path, at most
// 1,000 items a stock-and-price request, no identical body within 15 minutes, batch results per
// item (SUCCESS / FAILED with failureReasons, kept 4 hours), order packages by status in pages of at
// most 200, and Picking then Invoiced on a package. A test can make it answer 500 or never answer.

export interface DoubleItem {
  barcode: string;
  quantity: number;
  salePrice: number;
  listPrice: number;
}

export interface DoublePackage {
  id: number;
  orderNumber: string;
  status: string;
  lines: { id: number; barcode: string; productName: string; quantity: number; price: number }[];
  lastModified: number;
  invoiceNumber?: string;
}

export interface TrendyolDouble {
  url: string;
  sellerId: string;
  apiKey: string;
  apiSecret: string;
  env: Record<string, string>;
  /** Every stock-and-price body accepted, in order. */
  pushes: DoubleItem[][];
  /** Requests refused, with Trendyol's answer. */
  refusals: { status: number; message: string }[];
  /** The latest figures per barcode. */
  latest: Map<string, DoubleItem>;
  /** Barcodes whose items fail in their batch, with the reason. */
  failing: Map<string, string>;
  /** Batch checks answered as still in progress before the result. */
  pendingChecks: number;
  packages: Map<number, DoublePackage>;
  notices: { packageId: number; status: string; params: Record<string, string> }[];
  addPackage(p: Omit<DoublePackage, 'status' | 'lastModified'> & { status?: string }): DoublePackage;
  cancel(packageId: number): void;
  /** The next `count` requests answer 500, or are never answered ('timeout'). */
  fail(count: number, how: 500 | 'timeout'): void;
  /** Moves the double's clock (the 15-minute rule). */
  advance(ms: number): void;
  close(): Promise<void>;
}

const SAME_BODY_MS = 15 * 60 * 1000;

export async function startTrendyolDouble(): Promise<TrendyolDouble> {
  const sellerId = '123456';
  const apiKey = 'double-key';
  const apiSecret = 'double-secret';
  let skew = 0;
  const now = () => Date.now() + skew;
  const bodies = new Map<string, number>();
  const batches = new Map<string, { items: DoubleItem[]; failures: Map<string, string>; checks: number }>();
  let faults: { count: number; how: 500 | 'timeout' } = { count: 0, how: 500 };
  const hanging = new Set<ServerResponse>();

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string, extra: object = {}) => {
    double.refusals.push({ status, message });
    answer(res, status, { errors: [{ message }], ...extra });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (faults.count > 0) {
      faults.count--;
      if (faults.how === 'timeout') return void hanging.add(res);
      return answer(res, 500, { errors: [{ message: 'Internal Server Error' }] });
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`)
      return refuse(res, 401, 'Unauthorized', { exception: 'ClientApiAuthenticationException' });
    if (req.headers['user-agent'] !== `${sellerId} - SelfIntegration`) return refuse(res, 403, 'User-Agent eksik');
    const url = new URL(req.url ?? '/', 'http://double');
    const path = url.pathname;
    const seller = `/sellers/${sellerId}/`;
    if (!path.includes(seller)) return refuse(res, 403, 'Satıcı bulunamadı');

    if (req.method === 'POST' && path === `/integration/inventory${seller}products/price-and-inventory`) {
      const body = JSON.parse(text) as { items: DoubleItem[] };
      if (!Array.isArray(body.items) || body.items.length === 0) return refuse(res, 400, 'items boş olamaz');
      if (body.items.length > 1000) return refuse(res, 400, 'En fazla 1000 item gönderilebilir');
      const hash = createHash('sha256').update(text).digest('hex');
      const last = bodies.get(hash);
      if (last !== undefined && now() - last < SAME_BODY_MS)
        return refuse(res, 400, '15 dakika boyunca aynı isteği tekrarlı olarak atamazsınız!');
      for (const item of body.items) {
        if (item.listPrice < item.salePrice) return refuse(res, 400, 'listPrice salePrice değerinden düşük olamaz');
        if (item.quantity > 20_000 || item.quantity < 0) return refuse(res, 400, 'Stok 0 ile 20000 arasında olmalı');
      }
      bodies.set(hash, now());
      const batchRequestId = `${randomUUID()}-${Math.floor(now() / 1000)}`;
      batches.set(batchRequestId, { items: body.items, failures: new Map(double.failing), checks: 0 });
      double.pushes.push(body.items);
      for (const item of body.items) if (!double.failing.has(item.barcode)) double.latest.set(item.barcode, item);
      return answer(res, 200, { batchRequestId });
    }

    const batch = path.match(/^\/integration\/product\/sellers\/\d+\/products\/batch-requests\/(.+)$/);
    if (req.method === 'GET' && batch) {
      const found = batches.get(decodeURIComponent(batch[1]!));
      if (!found) return refuse(res, 404, 'Batch bulunamadı');
      found.checks++;
      const pending = found.checks <= double.pendingChecks;
      return answer(res, 200, {
        batchRequestId: batch[1],
        itemCount: found.items.length,
        failedItemCount: pending ? 0 : [...found.items].filter((i) => found.failures.has(i.barcode)).length,
        items: found.items.map((i) => ({
          requestItem: i,
          status: pending ? 'IN_PROGRESS' : found.failures.has(i.barcode) ? 'FAILED' : 'SUCCESS',
          failureReasons: !pending && found.failures.has(i.barcode) ? [found.failures.get(i.barcode)] : [],
        })),
      });
    }

    if (req.method === 'GET' && path === `/integration/order${seller}orders`) {
      const size = Number(url.searchParams.get('size') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 0);
      if (size > 200) return refuse(res, 400, 'size en fazla 200 olabilir');
      const status = url.searchParams.get('status');
      const start = Number(url.searchParams.get('startDate') ?? 0);
      const all = [...double.packages.values()]
        .filter((p) => (!status || p.status === status) && p.lastModified >= start)
        .sort((a, b) => a.lastModified - b.lastModified || a.id - b.id);
      const content = all.slice(page * size, page * size + size).map(packageJson);
      return answer(res, 200, {
        page,
        size,
        totalElements: all.length,
        totalPages: Math.ceil(all.length / size),
        content,
      });
    }

    const shipment = path.match(/^\/integration\/order\/sellers\/\d+\/shipment-packages\/(\d+)$/);
    if (req.method === 'PUT' && shipment) {
      const pkg = double.packages.get(Number(shipment[1]));
      if (!pkg) return refuse(res, 400, 'Paket bulunamadı');
      const body = JSON.parse(text) as { status: string; params?: Record<string, string>; lines: { lineId: number }[] };
      const allowed = { Picking: ['Created'], Invoiced: ['Picking'] } as Record<string, string[]>;
      if (!allowed[body.status]?.includes(pkg.status))
        return refuse(res, 400, `Paket ${pkg.status} durumundan ${body.status} durumuna geçemez`);
      if (!body.lines?.every((l) => pkg.lines.some((x) => x.id === l.lineId)))
        return refuse(res, 400, 'Satır paketle eşleşmiyor');
      pkg.status = body.status;
      pkg.lastModified = now();
      double.notices.push({ packageId: pkg.id, status: body.status, params: body.params ?? {} });
      return answer(res, 200, {});
    }
    return refuse(res, 404, 'Bulunamadı');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 400, { errors: [{ message: 'Geçersiz istek' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const double: TrendyolDouble = {
    url,
    sellerId,
    apiKey,
    apiSecret,
    env: {
      TRENDYOL_SELLER_ID: sellerId,
      TRENDYOL_API_KEY: apiKey,
      TRENDYOL_API_SECRET: apiSecret,
      TRENDYOL_BASE_URL: url,
    },
    pushes: [],
    refusals: [],
    latest: new Map(),
    failing: new Map(),
    pendingChecks: 0,
    packages: new Map(),
    notices: [],
    addPackage(p) {
      const pkg = { ...p, status: p.status ?? 'Created', lastModified: now() };
      double.packages.set(pkg.id, pkg);
      return pkg;
    },
    cancel(packageId) {
      const pkg = double.packages.get(packageId)!;
      pkg.status = 'Cancelled';
      pkg.lastModified = now();
    },
    fail(count, how) {
      faults = { count, how };
    },
    advance(ms) {
      skew += ms;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}

/** A package as getShipmentPackages answers it (the fields the shop reads, and a few it does not). */
function packageJson(p: DoublePackage) {
  const address = {
    id: 1,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    fullName: 'Ayşe Yılmaz',
    company: '',
    address1: 'Atatürk Cad. No: 5',
    address2: '',
    fullAddress: 'Atatürk Cad. No: 5 Kadıköy İstanbul',
    city: 'İstanbul',
    cityCode: 34,
    district: 'Kadıköy',
    districtId: 1,
    postalCode: '34710',
    countryCode: 'TR',
    phone: '05321112233',
  };
  return {
    id: p.id,
    shipmentPackageId: p.id,
    orderNumber: p.orderNumber,
    status: p.status,
    shipmentPackageStatus: p.status,
    customerFirstName: 'Ayşe',
    customerLastName: 'Yılmaz',
    customerEmail: 'pf+abc@trendyolmail.com',
    identityNumber: '11111111110',
    orderDate: p.lastModified,
    lastModifiedDate: p.lastModified,
    grossAmount: p.lines.reduce((s, l) => s + l.price * l.quantity, 0),
    totalPrice: p.lines.reduce((s, l) => s + l.price * l.quantity, 0),
    currencyCode: 'TRY',
    shipmentAddress: address,
    invoiceAddress: { ...address, taxOffice: '', taxNumber: '' },
    lines: p.lines.map((l) => ({
      id: l.id,
      barcode: l.barcode,
      productName: l.productName,
      merchantSku: l.barcode,
      quantity: l.quantity,
      price: l.price,
      amount: l.price * l.quantity,
      discount: 0,
      currencyCode: 'TRY',
      vatBaseAmount: 20,
    })),
  };
}
