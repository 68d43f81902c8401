import { createHash } from 'node:crypto';
import type { Db, Sql, Tx, NoRows } from '#db/connection.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import type { ProductForm } from '../../schemas/admin-products.ts';
import { pricingMessages } from '../../schemas/admin-pricing.ts';
import type { SaleBody } from '../../schemas/admin-sales.ts';
import {
  editorMessages as m,
  type EditorAttributeValue,
  type ProductEditorState,
  type ProductSections,
} from '../../schemas/admin-product-editor.ts';
import { getAdminProduct } from './products-admin.ts';
import { saveProductRows } from './products-save.ts';
import { checkReferences, productPricing, writeGroupPrices, writePriceTiers } from './product-pricing.ts';
import { applySale, productSales } from './sales/product-sales.ts';
import { readProductDimensions, setProductDimensions } from '../../features/shipping/index.ts';
import { checkedValues, writeProductAttributes } from './attributes/attribute-values.ts';

// The product dialog's one save (issue 50, decision 0407): the product form and the changed
// sections in one transaction, through the writers of the sections' own endpoints, so a refusal
// anywhere (a bad technical value, a sale above the price) saves nothing.

/** Everything the dialog shows of a product, with the version a later save compares. */
export async function readProductEditor(db: Db, id: number): Promise<ProductEditorState> {
  const product = await getAdminProduct(db, id);
  if (!product) throw notFound('Ürün bulunamadı');
  const [pricing, sales, dimensions, attributeValues] = await Promise.all([
    productPricing(db, id),
    productSales(db, id),
    readProductDimensions(db, id),
    db<EditorAttributeValue[]>`
      SELECT attribute_id AS "attributeId", variant_id AS "variantId", value FROM product_attribute_values
      WHERE product_id = ${id} ORDER BY variant_id NULLS FIRST, attribute_id`,
  ]);
  const state = { product, pricing, sales, dimensions, attributeValues };
  return { ...state, version: versionOf(state) };
}

/**
 * A fingerprint of what the dialog's one button saves. The stock and what unpaid orders hold are
 * left out: checkouts move them all day and the form sends stock as a change (decision 0116), so
 * they are no conflict; so are the documents and relations, which their sections save on their
 * own, and the group list, which belongs to no product.
 */
function versionOf(state: Omit<ProductEditorState, 'version'>): string {
  const { stockQuantity: _s, heldQuantity: _h, documents: _d, relations: _r, variants, ...product } = state.product;
  const edited = {
    product,
    variants: variants.map(({ stockQuantity: _vs, heldQuantity: _vh, ...v }) => v),
    rules: [state.pricing.minOrderQuantity, state.pricing.orderStep],
    groupPrices: state.pricing.groupPrices,
    tiers: state.pricing.tiers,
    sales: state.sales,
    dimensions: state.dimensions,
    attributes: state.attributeValues,
  };
  return createHash('sha256').update(JSON.stringify(edited)).digest('hex').slice(0, 32);
}

/** Creates (no id) or updates a product with its sections; answers the editor's state anew. */
export async function saveProductEditor(
  sql: Sql,
  store: UploadStore,
  input: { id?: number; form: ProductForm; images: File[]; sections: ProductSections },
): Promise<ProductEditorState> {
  const { sections: s } = input;
  const id = await saveProductRows(sql, store, input, {
    before: async (tx, productId) => {
      if (s.force || s.version === undefined) return;
      if ((await readProductEditor(tx, productId)).version !== s.version) throw conflict(m.changedElsewhere);
    },
    after: (tx, productId, variantIds) => writeSections(tx, productId, variantIds, input.form, s),
  });
  return readProductEditor(sql, id);
}

async function writeSections(
  tx: Tx,
  productId: number,
  variantIds: number[],
  form: ProductForm,
  s: ProductSections,
): Promise<void> {
  const idAt = (position: number | null) => {
    if (position === null) return null;
    const variantId = variantIds[position];
    if (variantId === undefined) throw invalid(m.variantPosition);
    return variantId;
  };
  const withIds = <T extends { variant: number | null }>(list: T[]) =>
    list.map(({ variant, ...rest }) => ({ ...rest, variantId: idAt(variant) }));

  const [rules] = await tx<{ order_step: number }[]>`SELECT order_step FROM products WHERE id = ${productId}`;
  const orderStep = s.orderStep ?? rules!.order_step;
  // The minimum comes with the form; the two are checked together as PUT …/order-rules does.
  if (form.minOrderQuantity % orderStep !== 0) throw invalid(pricingMessages.minNotAStep);
  if (s.orderStep !== undefined)
    await tx<NoRows>`UPDATE products SET order_step = ${orderStep} WHERE id = ${productId}`;
  if (s.groupPrices) {
    const prices = withIds(s.groupPrices);
    await checkReferences(tx, productId, prices);
    await writeGroupPrices(tx, productId, prices);
  }
  if (s.tiers) {
    const tiers = withIds(s.tiers);
    await checkReferences(tx, productId, tiers);
    await writePriceTiers(tx, productId, tiers);
  }
  if (s.dimensions) await setProductDimensions(tx, productId, s.dimensions);
  // After the list prices: a sale is checked against the price this save leaves.
  for (const { variant, ...sale } of s.sales ?? [])
    await applySale(tx, productId, { ...sale, variantId: idAt(variant) } as SaleBody);
  if (s.attributes)
    await writeProductAttributes(tx, productId, await checkedValues(tx, productId, withIds(s.attributes)));
}
