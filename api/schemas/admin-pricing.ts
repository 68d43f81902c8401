import { z } from 'zod';
import { countSchema, idSchema } from './ids.ts';
import './zod-turkish.ts';
import { amount } from './admin-fields.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';
import { PRODUCT_NOT_FOUND } from './messages.ts';

// The admin's pricing of one product (issue 36, decisions 0282, 0284): quantity breaks, order
// rules and the price groups' explicit prices. JSON bodies; every refusal is a Turkish message.

export const pricingMessages = {
  tiersInvalid: 'Kademe listesi geçersiz',
  tooManyTiers: 'Bir ürüne en fazla 100 fiyat kademesi eklenebilir',
  minQuantity: `Kademe adedi 2 ile ${MAX_LINE_QUANTITY} arasında bir tam sayı olmalıdır`,
  unitPrice: 'Kademe fiyatı geçerli bir tutar olmalıdır (ör. 149.90)',
  variantInvalid: 'Geçersiz ürün seçeneği',
  groupInvalid: 'Geçersiz fiyat grubu',
  duplicateTier: 'Aynı seçenek, fiyat grubu ve adet için birden fazla kademe girilemez',
  unknownVariant: 'Seçenek bu ürüne ait değil',
  unknownGroup: 'Fiyat grubu bulunamadı',
  minOrder: `Minimum sipariş 1 ile ${MAX_LINE_QUANTITY} arasında bir tam sayı olmalıdır`,
  orderStep: `Sipariş katı 1 ile ${MAX_LINE_QUANTITY} arasında bir tam sayı olmalıdır`,
  minNotAStep: 'Minimum sipariş, sipariş katının bir katı olmalıdır (ör. kat 100 ise 100, 200…)',
  pricesInvalid: 'Grup fiyatı listesi geçersiz',
  groupPrice: 'Grup fiyatı geçerli bir tutar olmalıdır (ör. 149.90)',
  duplicatePrice: 'Aynı fiyat grubu ve seçenek için birden fazla fiyat girilemez',
  productNotFound: PRODUCT_NOT_FOUND,
} as const;
const m = pricingMessages;

const id = idSchema;
const nullableId = (message: string) =>
  id(message)
    .nullish()
    .transform((v) => v ?? null);

const tierSchema = z.object(
  {
    variantId: nullableId(m.variantInvalid),
    priceGroupId: nullableId(m.groupInvalid),
    minQuantity: countSchema(m.minQuantity, 2, MAX_LINE_QUANTITY),
    unitPrice: amount(m.unitPrice),
  },
  { error: m.tiersInvalid },
);

const distinct = <T>(list: T[], key: (item: T) => string) => new Set(list.map(key)).size === list.length;

export const priceTiersSchema = z.object(
  {
    tiers: z
      .array(tierSchema, { error: m.tiersInvalid })
      .max(100, m.tooManyTiers)
      .refine((list) => distinct(list, (t) => `${t.variantId}:${t.priceGroupId}:${t.minQuantity}`), m.duplicateTier),
  },
  { error: m.tiersInvalid },
);
export type PriceTiersInput = z.output<typeof priceTiersSchema>;

export const orderRulesSchema = z
  .object(
    {
      minOrderQuantity: countSchema(m.minOrder, 1, MAX_LINE_QUANTITY),
      orderStep: countSchema(m.orderStep, 1, MAX_LINE_QUANTITY),
    },
    { error: m.minOrder },
  )
  .refine((r) => r.minOrderQuantity % r.orderStep === 0, { message: m.minNotAStep });
export type OrderRulesInput = z.output<typeof orderRulesSchema>;

const groupPriceSchema = z.object(
  { priceGroupId: id(m.groupInvalid), variantId: nullableId(m.variantInvalid), price: amount(m.groupPrice) },
  { error: m.pricesInvalid },
);

/** The product's explicit group prices, all of them: a group or variant left out has none. */
export const groupPricesSchema = z.object(
  {
    prices: z
      .array(groupPriceSchema, { error: m.pricesInvalid })
      .max(2000, m.pricesInvalid)
      .refine((list) => distinct(list, (p) => `${p.priceGroupId}:${p.variantId}`), m.duplicatePrice),
  },
  { error: m.pricesInvalid },
);
export type GroupPricesInput = z.output<typeof groupPricesSchema>;

/** A product's pricing as the admin dialog reads it. */
export interface ProductPricing {
  minOrderQuantity: number;
  orderStep: number;
  groups: { id: number; name: string; discountPercent: string }[];
  groupPrices: { priceGroupId: number; variantId: number | null; price: string }[];
  tiers: { variantId: number | null; priceGroupId: number | null; minQuantity: number; unitPrice: string }[];
}
