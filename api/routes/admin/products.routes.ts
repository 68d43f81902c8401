import type { H3, H3Event } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { parseOrInvalid } from '../../core/parse.ts';
import { invalid, notFound } from '../../core/errors.ts';
import { formFiles, readForm, textFields } from '../../http/multipart.ts';
import {
  ADMIN_PRODUCTS_PAGE,
  PRODUCT_TEXT_FIELDS,
  productFormSchema,
  productMessages,
  type ProductForm,
} from '../../schemas/admin-products.ts';
import { sectionsField, type ProductSections } from '../../schemas/admin-product-editor.ts';
import { readProductEditor, saveProductEditor } from '../../services/catalogue/product-editor.ts';
import { MAX_NEW_IMAGES, PRODUCT_FORM_LIMIT, uploadMessages } from '../../schemas/admin-uploads.ts';
import { getAdminProduct, listAdminProducts } from '../../services/catalogue/products-admin.ts';
import { deleteProduct, saveProduct } from '../../services/catalogue/products-save.ts';
import { idParam, queryInt } from '../../http/params.ts';
import { readJson } from '../../http/body.ts';
import { groupPricesSchema, orderRulesSchema, priceTiersSchema } from '../../schemas/admin-pricing.ts';
import {
  productPricing,
  setGroupPrices,
  setOrderRules,
  setPriceTiers,
} from '../../services/catalogue/product-pricing.ts';
import { saleSchema } from '../../schemas/admin-sales.ts';
import { productSales, setProductSale } from '../../services/catalogue/sales/product-sales.ts';

/** Products are read live by the market, so saving them needs no republish. */
export function adminProductRoutes(app: H3, ctx: AppContext) {
  app.get('/api/admin/products', (event) =>
    listAdminProducts(ctx.sql, {
      search: event.url.searchParams.get('search'),
      offset: queryInt(event, 'offset', 0, 0, 1_000_000),
      limit: queryInt(event, 'limit', ADMIN_PRODUCTS_PAGE, 1, 200),
    }),
  );

  app.get('/api/admin/products/:id', async (event) => {
    const product = await getAdminProduct(ctx.sql, idParam(event, productMessages.notFound));
    if (!product) throw notFound(productMessages.notFound);
    return product;
  });

  app.post('/api/admin/products', async (event) => {
    event.res.status = 201;
    return saveProduct(ctx.sql, ctx.uploads, await readProductForm(event));
  });

  // The dialog's one save (decision 0407): the form's fields plus `sections`, one transaction;
  // each answers the editor's state (product, pricing, sales, measures, values, version).
  app.get('/api/admin/products/:id/all', (event) =>
    readProductEditor(ctx.sql, idParam(event, productMessages.notFound)),
  );

  app.post('/api/admin/products/all', async (event) => {
    const read = await readProductForm(event, true);
    event.res.status = 201;
    return saveProductEditor(ctx.sql, ctx.uploads, read);
  });

  app.put('/api/admin/products/:id/all', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return saveProductEditor(ctx.sql, ctx.uploads, { id, ...(await readProductForm(event, true)) });
  });

  app.put('/api/admin/products/:id', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return saveProduct(ctx.sql, ctx.uploads, { id, ...(await readProductForm(event)) });
  });

  // Pricing beyond the list prices (decisions 0282, 0284): each answers the product's pricing anew.
  app.get('/api/admin/products/:id/pricing', (event) =>
    productPricing(ctx.sql, idParam(event, productMessages.notFound)),
  );

  app.put('/api/admin/products/:id/price-tiers', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return setPriceTiers(ctx.sql, id, await readJson(event, priceTiersSchema));
  });

  app.put('/api/admin/products/:id/group-prices', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return setGroupPrices(ctx.sql, id, await readJson(event, groupPricesSchema));
  });

  app.put('/api/admin/products/:id/order-rules', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return setOrderRules(ctx.sql, id, await readJson(event, orderRulesSchema));
  });

  // Sales with dates (decision 0319): `salePrice: null` removes one; each answers the product's sales.
  app.get('/api/admin/products/:id/sale', (event) => productSales(ctx.sql, idParam(event, productMessages.notFound)));

  app.put('/api/admin/products/:id/sale', async (event) => {
    const id = idParam(event, productMessages.notFound);
    return setProductSale(ctx.sql, id, await readJson(event, saleSchema));
  });

  app.delete('/api/admin/products/:id', async (event) => {
    await deleteProduct(ctx.sql, idParam(event, productMessages.notFound));
    return { message: productMessages.deleted };
  });
}

async function readProductForm(event: H3Event): Promise<{ form: ProductForm; images: File[] }>;
async function readProductForm(
  event: H3Event,
  withSections: true,
): Promise<{ form: ProductForm; images: File[]; sections: ProductSections }>;
async function readProductForm(event: H3Event, withSections = false) {
  const form = await readForm(event, PRODUCT_FORM_LIMIT);
  const parsed = parseOrInvalid(productFormSchema, textFields(form, PRODUCT_TEXT_FIELDS));
  const sections = withSections ? parseOrInvalid(sectionsField, textFields(form, ['sections']).sections) : undefined;
  const images = formFiles(form, 'images');
  if (images.length > MAX_NEW_IMAGES) throw invalid(uploadMessages.tooManyImages);
  return { form: parsed, images, sections };
}
