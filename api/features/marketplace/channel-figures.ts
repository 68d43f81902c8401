import { fromKurus, toKurus } from '../../shared/money.ts';
import { lineAmounts } from '../../shared/vat.ts';
import type { ChannelItem } from './channel.ts';

// What a listed item's figures are on a marketplace (decision 0413), from the shop's own:
// quantity = sellable stock − the units kept back, within 0..20,000 (Trendyol's ceiling);
// salePrice = the shop's price with KDV, plus the channel's markup; listPrice = the struck
// 'before' price of a running sale (the 30-day lowest, decision 0318) with the same markup, and
// salePrice where the shop shows none (Trendyol refuses a listPrice below the salePrice).

/** Trendyol accepts at most 20,000 units of one item. */
export const MAX_CHANNEL_QUANTITY = 20_000;

export interface ListingFigures {
  barcode: string | null;
  /** False when the product or variant is off sale, or the admin took it off the channel. */
  sellable: boolean;
  stock: number;
  /** Catalogue price without KDV. */
  price: string;
  /** The running sale's 'before' price without KDV, else null. */
  before: string | null;
  vatRate: number;
}

export interface ChannelSettings {
  priceMarkupPercent: string;
  stockBuffer: number;
}

export type FiguresOutcome = { item: ChannelItem } | { problem: string };

export function channelFigures(row: ListingFigures, settings: ChannelSettings): FiguresOutcome {
  if (!row.barcode) return { problem: 'Barkod yok' };
  if (toKurus(row.price) <= 0) return { problem: 'Fiyatı olmayan ürün gönderilemez' };
  const quantity = row.sellable ? Math.min(MAX_CHANNEL_QUANTITY, Math.max(0, row.stock - settings.stockBuffer)) : 0;
  const salePrice = marked(row.price, row.vatRate, settings.priceMarkupPercent);
  const before = row.before === null ? 0 : marked(row.before, row.vatRate, settings.priceMarkupPercent);
  return {
    item: {
      barcode: row.barcode,
      quantity,
      salePrice: fromKurus(salePrice),
      listPrice: fromKurus(Math.max(before, salePrice)),
    },
  };
}

/** Price with KDV (rounded as the shop's lines are), then the markup, rounded half up to the kuruş. */
function marked(net: string, vatRate: number, markupPercent: string): number {
  const { netKurus, vatKurus } = lineAmounts({ price: net, quantity: 1, vatRate });
  const basisPoints = Math.round(Number(markupPercent) * 100);
  return Math.round(((netKurus + vatKurus) * (10_000 + basisPoints)) / 10_000);
}
