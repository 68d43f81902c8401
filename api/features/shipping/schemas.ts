import { z } from 'zod';
import '../../schemas/zod-turkish.ts';
import { amount } from '../../schemas/admin-fields.ts';
import { PRODUCT_NOT_FOUND } from '../../schemas/messages.ts';

// Shipping costs (issue 39, decisions 0314–0317): the admin's 'Kargo' rates, a product's weight
// and dimensions, the buyer's delivery choice and the quote the checkout shows. Shared by the
// admin panel, the checkout island and the API; every refusal is a Turkish message.

export const SHIPPING_MESSAGES = {
  ratesInvalid: 'Kargo ayarları geçersiz',
  carriersInvalid: 'Kargo firması listesi geçersiz',
  tooManyCarriers: 'En fazla 10 kargo firması eklenebilir',
  carrierName: 'Kargo firmasının adı 2 ile 60 karakter arasında olmalıdır',
  duplicateCarrier: 'Aynı kargo firması birden fazla kez girilemez',
  bandsInvalid: 'Her kargo firması için en az bir, en fazla 50 desi aralığı girilmelidir',
  maxDesi: 'Desi üst sınırı 0’dan büyük, en fazla iki ondalıklı bir sayı olmalıdır (ör. 5 veya 12.5)',
  bandsOrder: 'Desi aralıkları küçükten büyüğe, her biri bir öncekinden büyük olmalıdır',
  price: 'Kargo ücreti geçerli bir tutar olmalıdır (ör. 89.90)',
  freeShippingThreshold: 'Ücretsiz kargo sınırı geçerli bir tutar olmalıdır (ör. 500)',
  freightAboveDesi: 'Ambar (teklifle) sınırı boş ya da 0’dan büyük bir desi olmalıdır',
  dimensionsInvalid: 'Ölçüler geçersiz',
  weightKg: 'Ağırlık boş ya da en fazla üç ondalıklı, 0 veya daha büyük bir sayı olmalıdır (kg)',
  dimension: 'Ölçüler boş ya da en fazla bir ondalıklı, 0 veya daha büyük sayılar olmalıdır (cm)',
  dimensionsIncomplete: 'En, boy ve yükseklik birlikte girilmeli ya da üçü de boş bırakılmalıdır',
  productNotFound: PRODUCT_NOT_FOUND,
  delivery: 'Teslimat şekli kargo veya mağazadan teslim olmalıdır',
  carrier: 'Seçilen kargo firması bu sipariş için kullanılamıyor',
  freight: (desi: string) =>
    `Siparişinizin kargo ölçüsü (${desi.replace('.', ',')} desi) kargo ile gönderim sınırını aşıyor. Lütfen sepetinizden teklif isteyin veya mağazadan teslimi seçin.`,
} as const;
const m = SHIPPING_MESSAGES;

/** The setting that holds the rates as JSON (written only through PUT /api/admin/shipping). */
export const SHIPPING_RATES_KEY = 'shipping_rates';

/** Shipping carries the general KDV rate (catalogue-like: the band prices exclude it, decision 0315). */
export const SHIPPING_VAT_RATE = 20;

/** The free-shipping threshold before any rates are set: the amount the legal texts have always named. */
export const DEFAULT_FREE_SHIPPING_THRESHOLD = '500.00';

/** A positive decimal with at most `places` decimals, as text or number; returned as a number. */
const decimal = (message: string, places: number, min: 'positive' | 'non-negative') =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => new RegExp(`^\\d{1,6}(\\.\\d{1,${places}})?$`).test(v), message)
    .transform(Number)
    .refine((v) => (min === 'positive' ? v > 0 : v >= 0), message);

/** Absent, null or '' is null (not set); anything else must pass `schema`. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? null : v), schema.nullable());

const bandSchema = z.object(
  { maxDesi: decimal(m.maxDesi, 2, 'positive'), price: amount(m.price) },
  { error: m.bandsInvalid },
);

const carrierSchema = z.object(
  {
    name: z.string({ error: m.carrierName }).trim().min(2, m.carrierName).max(60, m.carrierName),
    bands: z
      .array(bandSchema, { error: m.bandsInvalid })
      .min(1, m.bandsInvalid)
      .max(50, m.bandsInvalid)
      .refine((bands) => bands.every((b, i) => i === 0 || b.maxDesi > bands[i - 1]!.maxDesi), m.bandsOrder),
  },
  { error: m.carriersInvalid },
);

/** PUT /api/admin/shipping's body and GET's answer; no carriers means no shipping is charged (as before). */
export const shippingRatesSchema = z.object(
  {
    carriers: z
      .array(carrierSchema, { error: m.carriersInvalid })
      .max(10, m.tooManyCarriers)
      .refine(
        (list) => new Set(list.map((c) => c.name.toLocaleLowerCase('tr'))).size === list.length,
        m.duplicateCarrier,
      ),
    freeShippingThreshold: amount(m.freeShippingThreshold),
    freightAboveDesi: blankAsNull(decimal(m.freightAboveDesi, 2, 'positive')),
  },
  { error: m.ratesInvalid },
);
export type ShippingRates = z.output<typeof shippingRatesSchema>;
export type ShippingRatesInput = z.input<typeof shippingRatesSchema>;

export const NO_SHIPPING_RATES: ShippingRates = {
  carriers: [],
  freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
  freightAboveDesi: null,
};

/** The stored setting's JSON as rates; unset or unreadable gives no rates (the shop as before rates existed). */
export function parseStoredRates(value: string | undefined | null): ShippingRates {
  if (!value) return NO_SHIPPING_RATES;
  try {
    const parsed = shippingRatesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : NO_SHIPPING_RATES;
  } catch {
    return NO_SHIPPING_RATES;
  }
}

/** The threshold as the legal texts write it: '500 TL', '749,90 TL'. */
export function thresholdText(amount: string): string {
  const value = Number(amount);
  const places = Number.isInteger(value) ? 0 : 2;
  return `${value.toLocaleString('tr-TR', { minimumFractionDigits: places, maximumFractionDigits: places })} TL`;
}

const optionalDecimal = (message: string, places: number) => blankAsNull(decimal(message, places, 'non-negative'));

/** PUT /api/admin/products/{id}/dimensions: empty fields clear them (the product then adds nothing). */
export const productDimensionsSchema = z
  .object(
    {
      weightKg: optionalDecimal(m.weightKg, 3),
      widthCm: optionalDecimal(m.dimension, 1),
      lengthCm: optionalDecimal(m.dimension, 1),
      heightCm: optionalDecimal(m.dimension, 1),
    },
    { error: m.dimensionsInvalid },
  )
  .refine((d) => [d.widthCm, d.lengthCm, d.heightCm].every((v, _, all) => (v === null) === (all[0] === null)), {
    error: m.dimensionsIncomplete,
  });
export type ProductDimensions = z.output<typeof productDimensionsSchema>;

export const DELIVERY_METHODS = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = { ship: 'Kargo ile', pickup: 'Mağazadan teslim' };

/**
 * GET /api/cart/shipping: what the buyer's cart would pay, computed by the server.
 * none: the shop set no rates (shipping free, as before); free: at or over the threshold;
 * priced: one option per carrier whose bands cover the cart, cheapest first; freight: over the
 * desi limit (or beyond every band), so only a quote request or pickup.
 */
export interface ShippingQuote {
  status: 'none' | 'free' | 'priced' | 'freight';
  /** The cart's chargeable figure, max(desi, kg) summed over lines, two decimals. */
  chargeableDesi: string;
  freeShippingThreshold: string;
  freightAboveDesi: number | null;
  /** Net amounts (KDV excluded) at vatRate. */
  options: { carrier: string; amount: string }[];
  vatRate: number;
}

export interface DeliveryChoice {
  delivery: DeliveryMethod;
  carrier: string | null;
}

/**
 * The option a buyer's choice takes from a quote: null when nothing is charged (pickup, no rates,
 * free), the named carrier's or else the cheapest; a refusal when the cart is freight or the
 * carrier is not offered. The server charges by it; the checkout shows the same before payment.
 */
export function chosenOption(
  quote: ShippingQuote,
  choice: DeliveryChoice,
): { option: ShippingQuote['options'][number] | null } | { refusal: string } {
  if (choice.delivery === 'pickup') return { option: null };
  if (quote.status === 'freight') return { refusal: m.freight(quote.chargeableDesi) };
  if (quote.status !== 'priced') return { option: null };
  const option = choice.carrier === null ? quote.options[0] : quote.options.find((o) => o.carrier === choice.carrier);
  return option ? { option } : { refusal: m.carrier };
}
