import { z } from 'zod';
import './zod-turkish.ts';
import { countSchema } from './ids.ts';
import { parseClientJson, UNSTORABLE_TEXT_MESSAGE } from '../shared/client-json.ts';
import type { AdminProduct } from './admin-products.ts';
import { groupPricesSchema, pricingMessages, priceTiersSchema, type ProductPricing } from './admin-pricing.ts';
import { saleSchema, type SaleBody, type SaleView } from './admin-sales.ts';
import { productDimensionsSchema, type ProductDimensions } from '../features/shipping/schemas.ts';
import { productAttributeValuesSchema } from './attributes.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';

// The product dialog's one save (issue 50, decision 0407): `POST /api/admin/products/all` and
// `PUT /api/admin/products/{id}/all` take the product form's multipart fields and one more,
// `sections` (JSON): the parts of the pricing, the sales, the measures and the technical values
// the admin changed, all written in the product's one transaction. A new product's variants have
// no ids yet, so a section names a variant by its position in `variants` (`variant`, from 0;
// null for the product itself). Each part is checked by the schema of its own endpoint, so the
// refusals read the same.

export const editorMessages = {
  sectionsInvalid: 'Ürün bölümleri geçersiz',
  variantPosition: 'Bölümlerdeki seçenek, ürünün seçenek listesinde yok',
  changedElsewhere:
    'Bu ürün siz düzenlerken başka bir yerde (başka bir sekmede veya bir içe aktarmada) değiştirildi. Kaydederseniz oradaki değişiklikler kaybolur.',
} as const;
const m = editorMessages;

type Positioned = { variantId: number | null };

/**
 * Reads a list of one endpoint's items whose `variant` is a position: the position passes its
 * schema as `variantId` = position + 1 (ids start at 1) and comes back as a position.
 */
function positioned<S extends z.ZodType>(schema: S, key: string) {
  return z.unknown().transform((list, ctx) => {
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: m.sectionsInvalid });
      return z.NEVER;
    }
    const renamed = list.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) return item;
      const { variant, ...rest } = item as { variant?: unknown };
      const asId = typeof variant === 'number' && Number.isInteger(variant) && variant >= 0 ? variant + 1 : variant;
      return { ...rest, variantId: asId ?? null };
    });
    const result = schema.safeParse(key === '' ? renamed : { [key]: renamed });
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    const items = (key === '' ? result.data : (result.data as Record<string, unknown>)[key]) as Positioned[];
    return items.map(({ variantId, ...rest }) => ({ ...rest, variant: variantId === null ? null : variantId - 1 }));
  });
}

type AtPosition<T> = Omit<T, 'variantId'> & { variant: number | null };
type Tier = z.output<typeof priceTiersSchema>['tiers'][number];
type GroupPrice = z.output<typeof groupPricesSchema>['prices'][number];
type AttributeValue = z.output<typeof productAttributeValuesSchema>['values'][number];

const sectionsObject = z.object(
  {
    /** The `version` the dialog loaded; a product changed since is refused with 409 unless `force`. */
    version: z.string().max(100).optional(),
    force: z.boolean().optional(),
    orderStep: countSchema(pricingMessages.orderStep, 1, MAX_LINE_QUANTITY).optional(),
    groupPrices: positioned(groupPricesSchema, 'prices').optional(),
    tiers: positioned(priceTiersSchema, 'tiers').optional(),
    sales: positioned(z.array(saleSchema).max(101, m.sectionsInvalid), '').optional(),
    dimensions: productDimensionsSchema.optional(),
    attributes: positioned(productAttributeValuesSchema, 'values').optional(),
  },
  { error: m.sectionsInvalid },
);

export interface ProductSections {
  version?: string;
  force?: boolean;
  orderStep?: number;
  groupPrices?: AtPosition<GroupPrice>[];
  tiers?: AtPosition<Tier>[];
  sales?: AtPosition<SaleBody>[];
  dimensions?: ProductDimensions;
  attributes?: AtPosition<AttributeValue>[];
}

/** The multipart field `sections`: JSON text, absent or empty meaning no section changed. */
export const sectionsField = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return {};
    const json = parseClientJson(text);
    if (json.ok) return json.value;
    ctx.addIssue({ code: 'custom', message: json.problem === 'syntax' ? m.sectionsInvalid : UNSTORABLE_TEXT_MESSAGE });
    return z.NEVER;
  })
  .pipe(sectionsObject)
  .transform((s) => s as ProductSections);

/** A technical value as the dialog edits it: canonical text ('2.5', a choice code, 'true'). */
export interface EditorAttributeValue {
  attributeId: number;
  variantId: number | null;
  value: string;
}

/**
 * Everything the product dialog shows, read in one go (`GET /api/admin/products/{id}/all`, and
 * the answer of each save): the dialog and the table redraw from it, never from what they sent.
 * `version` fingerprints what the dialog edits (not the stock, which checkouts move).
 */
export interface ProductEditorState {
  product: AdminProduct;
  pricing: ProductPricing;
  sales: SaleView[];
  dimensions: ProductDimensions;
  attributeValues: EditorAttributeValue[];
  version: string;
}
