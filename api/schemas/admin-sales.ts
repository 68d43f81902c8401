import { z } from 'zod';
import { idSchema } from './ids.ts';
import './zod-turkish.ts';
import { amount } from './admin-fields.ts';
import { PRODUCT_NOT_FOUND } from './messages.ts';

// A product's or variant's sale with dates (issue 39, decision 0319): `PUT
// /api/admin/products/{id}/sale`. `salePrice: null` removes the sale (ended at once if running).
// Every refusal is a Turkish message.

export const saleMessages = {
  bodyInvalid: 'İndirim bilgileri geçersiz',
  variantInvalid: 'Geçersiz ürün seçeneği',
  salePrice: 'İndirimli fiyat geçerli bir tutar olmalıdır (ör. 149.90)',
  salePricePositive: 'İndirimli fiyat sıfırdan büyük olmalıdır',
  startsAt: 'İndirim başlangıcı geçerli bir tarih ve saat olmalıdır',
  endsAt: 'İndirim bitişi geçerli bir tarih ve saat olmalıdır',
  datesOrder: 'İndirim bitişi, başlangıcından sonra olmalıdır',
  endsInPast: 'İndirim bitişi gelecekte bir zaman olmalıdır',
  tooLong: 'Bir indirim en fazla 366 gün sürebilir',
  notBelowRegular: 'İndirimli fiyat, ürünün normal fiyatından düşük olmalıdır',
  productHasVariants: 'Bu ürünün seçenekleri var: indirimi seçenek için girin',
  unknownVariant: 'Seçenek bu ürüne ait değil',
  productNotFound: PRODUCT_NOT_FOUND,
  removed: 'İndirim kaldırıldı',
} as const;
const m = saleMessages;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO 8601 time with its offset ('2026-12-01T09:00:00+03:00', '…Z'): no zone-less guess. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
      message,
      abort: true,
    })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), { message, abort: true });

const variantId = idSchema(m.variantInvalid)
  .nullish()
  .transform((v) => v ?? null);

const saleSet = z
  .object(
    {
      variantId,
      salePrice: amount(m.salePrice).refine((v) => Number(v) > 0, m.salePricePositive),
      startsAt: instant(m.startsAt),
      endsAt: instant(m.endsAt),
    },
    { error: m.bodyInvalid },
  )
  .refine((s) => s.endsAt > s.startsAt, { message: m.datesOrder })
  .refine((s) => s.endsAt.getTime() - s.startsAt.getTime() <= 366 * DAY_MS, { message: m.tooLong })
  .refine((s) => s.endsAt.getTime() > Date.now(), { message: m.endsInPast });

const saleRemove = z.object({ variantId, salePrice: z.null() }, { error: m.bodyInvalid });

export type SaleInput = z.output<typeof saleSet>;
export type SaleBody = SaleInput | z.output<typeof saleRemove>;

/**
 * Sets (or, with `salePrice: null`, removes) the sale of the product or one of its variants. The
 * body picks its schema, so a bad field is told its own message, not a union's.
 */
export const saleSchema = z.unknown().transform((body, ctx): SaleBody => {
  const removing = typeof body === 'object' && body !== null && (body as { salePrice?: unknown }).salePrice === null;
  const result = (removing ? saleRemove : saleSet).safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** A sale as the admin dialog reads it. */
export interface SaleView {
  variantId: number | null;
  salePrice: string;
  startsAt: string;
  endsAt: string;
  /** The list price it replaced while running, else null (not yet started). */
  regularPrice: string | null;
  /** Running: its price is the one charged now. */
  running: boolean;
  /** Started, but a price written since replaced its price (decision 0319): the shop charges that one. */
  overridden: boolean;
  /** While running: the struck 'before' price (the 30-day lowest), or null when none is shown. */
  compareAtPrice: string | null;
}
