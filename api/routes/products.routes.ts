import type { H3 } from 'h3';
import { idParam } from '../http/params.ts';
import type { AppContext } from '../core/context.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { compressedJson } from '../http/compressed-json.ts';
import { invalid, notFound } from '../core/errors.ts';
import { parseCompareRefs } from '../schemas/compare.ts';
import { compareProducts } from '../services/catalogue/compare/compare-products.ts';
import { queryObject } from '../schemas/products.ts';
import { productQuerySchema } from '../schemas/product-query.ts';
import { createListingCache } from '../services/catalogue/listing/listing-cache.ts';
import { productDetails } from '../services/catalogue/listing/product-details.ts';
import { buyerGroupOf } from '../http/request-buyer.ts';
import { PRODUCT_NOT_FOUND } from '../schemas/messages.ts';

export function productsRoutes(app: H3, ctx: AppContext) {
  const cache = (ctx.listing ??= createListingCache({ watch: ctx.catalogueWatch }));
  app.get('/api/products', async (event) => {
    const query = parseOrInvalid(productQuerySchema, queryObject(event.url.searchParams));
    const body = await cache.listing(ctx.sql, query, await buyerGroupOf(event, ctx));
    return compressedJson(event, body, { 'cache-control': 'no-store' });
  });

  app.get('/api/products/details/:id', async (event) => {
    const id = idParam(event, PRODUCT_NOT_FOUND, 'Geçersiz ürün numarası');
    const product = await productDetails(ctx.sql, id, await buyerGroupOf(event, ctx));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  });

  // ids=1,2 or urunler=slug1,slug2 (the comparison page's shareable address; decision 0385).
  app.get('/api/products/compare', async (event) => {
    const params = event.url.searchParams;
    const refs = parseCompareRefs(params.get('ids'), params.get('urunler'));
    if ('error' in refs) throw invalid(refs.error);
    return compareProducts(ctx.sql, refs, await buyerGroupOf(event, ctx));
  });
}
