import { z } from 'zod';
import type { AttributeValueView } from './attributes.ts';
import type { ProductDocumentView } from './product-documents.ts';
import type { AdminRelationView } from './product-relations.ts';
import { idSchema } from './ids.ts';
import { isVatRate, VAT_RATE_MESSAGE } from '../shared/vat.ts';
import { amount, flag, jsonField, omittableText, requiredText, slugField, wholeNumber } from './admin-fields.ts';
import { PRODUCT_NOT_FOUND } from './messages.ts';

// The admin product form (the content-and-admin spec's screens, validation rules and API calls), shared by the panel and the API.

export const productMessages = {
  created: 'Ürün oluşturuldu',
  updated: 'Ürün güncellendi',
  deleted: 'Ürün silindi',
  createFailed: 'Ürün oluşturulamadı',
  updateFailed: 'Ürün güncellenemedi',
  deleteFailed: 'Ürün silinemedi',
  confirmDelete: 'Bu ürünü silmek istediğinize emin misiniz?',
  notFound: PRODUCT_NOT_FOUND,
  slugTaken: 'Bu URL slug başka bir üründe kullanılıyor',
  skuTaken: (sku: string) => `${sku} stok kodu (SKU) başka bir üründe veya seçenekte kullanılıyor`,
  skuTwice: (sku: string) => `${sku} stok kodu (SKU) bu formda birden fazla kez kullanılmış`,
  unknownCategory: 'Seçilen kategorilerden biri bulunamadı',
  unknownVariant: 'Güncellenen seçeneklerden biri bu ürüne ait değil',
} as const;

const variantSchema = z.object({
  id: idSchema('Seçenek listesi geçersiz').optional(),
  name: requiredText(200, 'Seçenek adı zorunludur', 'Seçenek adı'),
  price: amount('Seçenek fiyatı geçerli bir tutar olmalıdır (ör. 149.90)'),
  stockQuantity: wholeNumber('Seçenek stoğu 0 veya daha büyük bir tam sayı olmalıdır'),
  stockBase: wholeNumber('Seçenek stoğu 0 veya daha büyük bir tam sayı olmalıdır').optional(),
  sku: omittableText(100, 'Seçenek SKU'),
  isActive: flag(true),
  attributes: z
    .record(z.string(), z.string())
    .optional()
    .transform((v) => v ?? {}),
});

export const productFormSchema = z.object({
  name: requiredText(300, 'Ürün adı zorunludur', 'Ürün adı'),
  slug: slugField('nym-kablo-3x2-5'),
  description: omittableText(20_000, 'Detaylı açıklama'),
  shortDescription: omittableText(500, 'Kısa açıklama'),
  basePrice: amount('Fiyat geçerli bir tutar olmalıdır (ör. 149.90)'),
  sku: omittableText(100, 'SKU'),
  stockQuantity: wholeNumber('Stok 0 veya daha büyük bir tam sayı olmalıdır'),
  // The stock the form was loaded with: a save applies stockQuantity − stockBase to the
  // stock as it is now, so reservations made while the form was open stay (decision 0116).
  stockBase: wholeNumber('Stok 0 veya daha büyük bir tam sayı olmalıdır').optional(),
  minOrderQuantity: wholeNumber('Minimum sipariş en az 1 olmalıdır', 1),
  unit: z
    .string()
    .trim()
    .max(30, 'Birim en fazla 30 karakter olabilir')
    .optional()
    .transform((v) => v || 'adet'),
  // Absent: a new product takes the shop's default rate, an edited one keeps its rate.
  vatRate: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || isVatRate(v), VAT_RATE_MESSAGE),
  categories: jsonField(idSchema('Kategori listesi geçersiz'), 'Kategori listesi geçersiz'),
  variants: jsonField(variantSchema, 'Seçenek listesi geçersiz').refine(
    (list) => list.length <= 100,
    'En fazla 100 seçenek eklenebilir',
  ),
  existingImages: jsonField(z.string().max(2000), 'Mevcut görsel listesi geçersiz'),
  // Absent keeps the product's setting (a new product is returnable); false: cut to length or
  // made to order, outside the right of withdrawal (issue 49).
  returnable: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { error: 'İade edilebilirlik geçersiz' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : v === true || v === 'true' || v === 'on')),
});

export type ProductForm = z.output<typeof productFormSchema>;
export type VariantForm = ProductForm['variants'][number];

/** The fields the panel sends and the server reads from the multipart form. */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'slug',
  'description',
  'shortDescription',
  'basePrice',
  'sku',
  'stockQuantity',
  'stockBase',
  'minOrderQuantity',
  'unit',
  'vatRate',
  'categories',
  'variants',
  'existingImages',
  'returnable',
] as const;

export interface AdminVariant {
  id: number;
  name: string;
  price: string;
  /** The shelf: what is sellable plus what unpaid orders hold. */
  stockQuantity: number;
  /** Units unpaid orders hold, included in `stockQuantity`. */
  heldQuantity: number;
  sku: string | null;
  isActive: boolean;
  /** The variant's option labels ({Kesit: '3x2,5 mm²'}), as the product form saves them. */
  attributes: Record<string, string>;
  /** The variant's own technical values (issue 47; decision 0365 on the name). */
  technicalAttributes: AttributeValueView[];
}

/** A product as the admin list answers it: everything the card and the edit form need. */
export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  basePrice: string;
  sku: string | null;
  /** The shelf: what is sellable plus what unpaid orders hold (a product without variants). */
  stockQuantity: number;
  /** Units unpaid orders hold, included in `stockQuantity`. */
  heldQuantity: number;
  minOrderQuantity: number;
  unit: string;
  vatRate: number;
  isActive: boolean;
  /** False for goods cut to length or made to order: outside the right of withdrawal. */
  returnable: boolean;
  categories: { id: number; name: string }[];
  variants: AdminVariant[];
  images: string[];
  /** The product's technical values (issue 47). */
  attributes: AttributeValueView[];
  /** The single product's answer (not the list): its documents and relations (issue 47). */
  documents?: ProductDocumentView[];
  relations?: AdminRelationView[];
  createdAt: string;
}

export const ADMIN_PRODUCTS_PAGE = 60;
