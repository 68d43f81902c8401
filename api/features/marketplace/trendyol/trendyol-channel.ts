import { createHash } from 'node:crypto';
import type { BatchOutcome, ChannelAddress, ChannelItem, ChannelPackage, MarketplaceChannel } from '../channel.ts';
import type { Logger } from '#api/core/logger.ts';
import type { TrendyolConfig } from '#api/core/trendyol-checks.ts';
import { trendyolHttp } from './trendyol-http.ts';
import { batchResultShape, packagePageShape, packageShape, type TrendyolAddress } from './trendyol-shapes.ts';

// The Trendyol adapter (decision 0410): the seller integration API's paths and shapes, mapped to
// the shop's channel interface. Paths as Trendyol's gateway names them since its 2025 move:
// inventory (price and stock), product (batch results), order (packages and their status).

/** Trendyol takes at most 1,000 items in one stock-and-price request. */
export const TRENDYOL_MAX_ITEMS = 1000;
/** Trendyol's largest page of order packages. */
export const TRENDYOL_PAGE_SIZE = 200;
/** Its page window: pages 0–49 of 200 (10,000 packages) at most. */
const MAX_PAGES = 50;

export function trendyolChannel(config: TrendyolConfig, log?: Logger, timeoutMs?: number): MarketplaceChannel {
  const http = trendyolHttp(config, timeoutMs);
  const seller = encodeURIComponent(config.sellerId);
  const pushBody = (items: ChannelItem[]) =>
    JSON.stringify({
      items: items.map((i) => ({
        barcode: i.barcode,
        quantity: i.quantity,
        salePrice: Number(i.salePrice),
        listPrice: Number(i.listPrice),
      })),
    });
  return {
    name: 'trendyol',
    maxItemsPerPush: TRENDYOL_MAX_ITEMS,
    pushBody,
    async pushItems(items) {
      const body = pushBody(items);
      const answer = await http.request<{ batchRequestId?: string }>(
        'POST',
        `/integration/inventory/sellers/${seller}/products/price-and-inventory`,
        body,
      );
      if (!answer?.batchRequestId) throw new Error('Trendyol yanıtında batchRequestId yok');
      return { batchId: answer.batchRequestId, body };
    },
    async batchResult(batchId): Promise<BatchOutcome> {
      const raw = await http.request<unknown>(
        'GET',
        `/integration/product/sellers/${seller}/products/batch-requests/${encodeURIComponent(batchId)}`,
        undefined,
        true,
      );
      // Trendyol keeps a batch's result for 4 hours; after that it is gone for good.
      if (raw === null) return { done: true, expired: true, failures: [], succeeded: [] };
      const result = batchResultShape.parse(raw);
      const settled = result.items.filter((i) => i.status === 'SUCCESS' || i.status === 'FAILED');
      const expected = result.itemCount ?? result.items.length;
      if (settled.length === 0 || settled.length < expected || settled.length < result.items.length)
        return { done: false };
      return {
        done: true,
        succeeded: settled.filter((i) => i.status === 'SUCCESS').map((i) => i.requestItem?.barcode ?? ''),
        failures: settled
          .filter((i) => i.status === 'FAILED')
          .map((i) => ({
            barcode: i.requestItem?.barcode ?? '',
            reason:
              (i.failureReasons ?? []).map((r) => (typeof r === 'string' ? r : (r.message ?? ''))).join('; ') ||
              'Trendyol nedeni bildirmedi',
          })),
      };
    },
    async *packages(status, since) {
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({
          status,
          page: String(page),
          size: String(TRENDYOL_PAGE_SIZE),
          orderByField: 'PackageLastModifiedDate',
          orderByDirection: 'ASC',
          ...(since ? { startDate: String(since.getTime()), endDate: String(Date.now()) } : {}),
        });
        const raw = await http.request<unknown>('GET', `/integration/order/sellers/${seller}/orders?${query}`);
        const answer = packagePageShape.parse(raw ?? {});
        const packages: ChannelPackage[] = [];
        for (const entry of answer.content) {
          const parsed = packageShape.safeParse(entry);
          if (parsed.success) packages.push(toPackage(parsed.data, entry));
          else log?.warn('Trendyol paketi okunamadı', { issues: parsed.error.issues.slice(0, 3) });
        }
        if (packages.length) yield packages;
        if (page + 1 >= answer.totalPages) return;
      }
    },
    async notifyPicking(pkg) {
      await updatePackage(pkg, { status: 'Picking', params: {} });
    },
    async notifyInvoiced(pkg, invoiceNumber) {
      await updatePackage(pkg, { status: 'Invoiced', params: { invoiceNumber } });
    },
  };

  async function updatePackage(pkg: ChannelPackage, change: { status: string; params: Record<string, string> }) {
    const body = JSON.stringify({
      lines: pkg.lines.map((l) => ({ lineId: Number(l.lineId), quantity: l.quantity })),
      ...change,
    });
    await http.request('PUT', `/integration/order/sellers/${seller}/shipment-packages/${pkg.packageId}`, body);
  }
}

/** A body's fingerprint: Trendyol refuses a body it received in the last 15 minutes. */
export const bodyHash = (body: string) => createHash('sha256').update(body).digest('hex');

function toPackage(p: ReturnType<typeof packageShape.parse>, raw: unknown): ChannelPackage {
  const buyer = `${p.customerFirstName} ${p.customerLastName}`.trim();
  return {
    packageId: p.id,
    orderNumber: p.orderNumber,
    status: p.shipmentPackageStatus || p.status,
    email: p.customerEmail,
    identityNumber: p.identityNumber ?? p.tcIdentityNumber ?? null,
    shipping: toAddress(p.shipmentAddress ?? {}, buyer),
    billing: toAddress(p.invoiceAddress ?? p.shipmentAddress ?? {}, buyer),
    lines: p.lines.map((l) => ({
      lineId: l.id,
      barcode: l.barcode,
      name: l.productName,
      quantity: l.quantity,
      unitPrice: l.price.toFixed(2),
    })),
    raw,
  };
}

function toAddress(a: Partial<TrendyolAddress>, buyer: string): ChannelAddress {
  const name = a.fullName || `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim() || buyer || 'Trendyol alıcısı';
  return {
    name,
    phone: a.phone ?? '',
    address: a.fullAddress || [a.address1, a.address2].filter(Boolean).join(' ') || '-',
    district: a.district ?? '',
    city: a.city ?? '',
    postalCode: a.postalCode ?? '',
    company: a.company || null,
    taxNumber: a.taxNumber || null,
    taxOffice: a.taxOffice || null,
  };
}
