import { z } from 'zod';
import '../../schemas/zod-turkish.ts';
import { addCartItemSchema, MAX_LINE_QUANTITY } from '../../schemas/cart.ts';

// Saved lists ('Listelerim'): a signed-in customer's named lists with quantities (one per
// building site), their request bodies, answers and Turkish messages; shared by /hesabim,
// the product dialog's 'Listeye ekle' and the API.

export const MAX_LISTS = 50;
export const MAX_LIST_LINES = 500;
export const MAX_LIST_NAME = 100;

export const LIST_MESSAGES = {
  nameRequired: 'Liste adı boş olamaz',
  nameTooLong: `Liste adı en fazla ${MAX_LIST_NAME} karakter olabilir`,
  tooManyLists: `En fazla ${MAX_LISTS} liste oluşturabilirsiniz`,
  tooManyLines: `Bir listede en fazla ${MAX_LIST_LINES} ürün olabilir`,
  listNotFound: 'Liste bulunamadı',
  lineNotFound: 'Bu ürün listede yok',
  quantityTooLarge: `Bir listede bir üründen en fazla ${MAX_LINE_QUANTITY.toLocaleString('tr-TR')} olabilir`,
  nothingToChange: 'Değiştirilecek bir bilgi gönderilmedi',
  listEmpty: 'Liste boş; sepete eklenecek ürün yok',
} as const;

const name = z
  .string(LIST_MESSAGES.nameRequired)
  .trim()
  .min(1, LIST_MESSAGES.nameRequired)
  .max(MAX_LIST_NAME, LIST_MESSAGES.nameTooLong);

export const createListSchema = z.object({ name });

/** A new name, and/or sharing on (a new read-only link) or off (the old link stops working). */
export const updateListSchema = z
  .object({ name: name.optional(), shared: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.shared !== undefined, LIST_MESSAGES.nothingToChange);

/** A line to add: the cart's own product, variant and quantity rules; `replace` sets the quantity instead of adding to it. */
export const addListItemSchema = addCartItemSchema.extend({ replace: z.boolean().default(false) });
export type AddListItemInput = z.infer<typeof addListItemSchema>;

export const removeListItemSchema = addCartItemSchema.pick({ productId: true, variantId: true });

export interface ListSummary {
  id: number;
  name: string;
  lineCount: number;
  /** The read-only link's token, or null when the list is not shared. */
  shareToken: string | null;
  updatedAt: string;
}

/** A line as the catalogue has it now: the current public price, whether it is still sold. */
export interface ListLine {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  sku: string | null;
  slug: string;
  unit: string;
  /** Without KDV. */
  price: string;
  /** `price` with KDV (shared/product-offer.ts). */
  priceWithVat: string;
  vatRate: number;
  quantity: number;
  active: boolean;
}

export interface ListDetail extends Omit<ListSummary, 'lineCount'> {
  lines: ListLine[];
}

/** What a share link shows: the list's name and lines, nothing about its owner. */
export interface SharedList {
  name: string;
  lines: ListLine[];
}

/** The share link's address. */
export const sharedListPath = (token: string) => `/liste/${token}`;
/** A share token's shape: 20 random bytes in lower-case base32 (services/lists/lists.ts). */
export const SHARE_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
