import { xmlElement, xmlText } from '#api/shared/xml-text.ts';
import type { FeedItem, FeedProduct } from './feed-products.ts';

// The three shopping feeds' XML, written a product at a time (decision 0274 maps the fields and
// names the sources of the Akakçe and Cimri formats).

export interface FeedShop {
  name: string;
  siteUrl: string;
}

export interface FeedFormat {
  head(shop: FeedShop): string;
  product(p: FeedProduct): string;
  tail: string;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Google Merchant Center: RSS 2.0 with the g: namespace, one <item> per sellable variant. */
const googleMerchant: FeedFormat = {
  head: (shop) =>
    `${DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `<title>${xmlText(shop.name)}</title>\n<link>${xmlText(new URL('/', shop.siteUrl).href)}</link>\n` +
    `<description>${xmlText(`${shop.name} ürünleri`)}</description>\n`,
  product(p) {
    // The product's own fields, escaped once for all its variants.
    const shared =
      xmlElement('description', p.description) + xmlElement('link', p.url) + xmlElement('g:image_link', p.image);
    const brand = xmlElement('g:brand', p.brand);
    return p.items
      .map(
        (i) =>
          `<item>${xmlElement('g:id', i.id)}${xmlElement('title', i.title)}${shared}` +
          `${googlePrice(i)}<g:availability>${i.stock > 0 ? 'in_stock' : 'out_of_stock'}</g:availability>` +
          `${brand}${xmlElement('g:gtin', i.gtin)}${xmlElement('g:mpn', i.code)}<g:condition>new</g:condition>${xmlElement('g:item_group_id', i.groupId)}` +
          `${productDetails(i)}</item>\n`,
      )
      .join('');
  },
  tail: '</channel>\n</rss>\n',
};

/** Google's g:product_detail, one per technical value (issue 47): 'Teknik Özellikler', its name, its value with the unit. */
function productDetails(i: FeedItem): string {
  return i.details
    .map(
      (d) =>
        `<g:product_detail><g:section_name>Teknik Özellikler</g:section_name>${xmlElement('g:attribute_name', d.name)}` +
        `${xmlElement('g:attribute_value', d.unit ? `${d.label} ${d.unit}` : d.label)}</g:product_detail>`,
    )
    .join('');
}

/**
 * Google's price fields: on a sale with a 'before' price (decision 0318), `g:price` is that 30-day
 * lowest and `g:sale_price` what is charged, for the sale's dates (YYYY-MM-DDThh:mmZ/…, the format
 * of Google's sale_price_effective_date); else `g:price` alone.
 */
function googlePrice(i: FeedItem): string {
  if (!i.sale) return `<g:price>${i.price} TRY</g:price>`;
  const minute = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;
  return (
    `<g:price>${i.sale.before} TRY</g:price><g:sale_price>${i.price} TRY</g:sale_price>` +
    `<g:sale_price_effective_date>${minute(i.sale.startsAt)}/${minute(i.sale.endsAt)}</g:sale_price_effective_date>`
  );
}

/** Akakçe's product XML ("Kolay Sipariş Ürün Bilgileri XML Feed", v2.1): <products><product>. */
const akakce: FeedFormat = {
  head: () => `${DECLARATION}<products>\n`,
  product(p) {
    const page = xmlElement('url', p.url) + xmlElement('imgUrl', p.image) + xmlElement('description', p.description);
    const about = xmlElement('productBrand', p.brand) + xmlElement('productCategory', p.category?.path.join(' > '));
    return p.items
      .map(
        (i) =>
          `<product>${xmlElement('sku', i.code ?? i.id)}${xmlElement('name', i.title)}${page}` +
          `<price>${i.price}</price><quantity>${i.stock}</quantity>${about}</product>\n`,
      )
      .join('');
  },
  tail: '</products>\n',
};

/** Cimri's merchant XML: <MerchantItems> in Cimri's upload namespace, one <MerchantItem> per item. */
const cimri: FeedFormat = {
  head: () =>
    `${DECLARATION}<MerchantItems xmlns="http://www.cimri.com/schema/merchant/upload" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n`,
  product(p) {
    const category =
      xmlElement('merchantItemCategoryId', p.category ? String(p.category.id) : null) +
      xmlElement('merchantItemCategoryName', p.category?.path.join(' > ')) +
      xmlElement('brand', p.brand);
    const page =
      xmlElement('merchantItemField', p.description) +
      xmlElement('itemUrl', p.url) +
      xmlElement('itemImageUrl', p.image);
    return p.items
      .map(
        (i) =>
          `<MerchantItem>${xmlElement('merchantItemId', i.id)}${category}${xmlElement('model', i.code)}` +
          `${xmlElement('itemTitle', i.title)}${page}<priceEft>${i.price}</priceEft><pricePlusTax>${i.price}</pricePlusTax>` +
          `<stockStatus>${i.stock}</stockStatus>${xmlElement('mpnValue', i.code)}</MerchantItem>\n`,
      )
      .join('');
  },
  tail: '</MerchantItems>\n',
};

export const FEED_FORMATS = { 'google-merchant': googleMerchant, akakce, cimri } as const;
export type FeedName = keyof typeof FEED_FORMATS;

export const isFeedName = (name: string): name is FeedName => Object.hasOwn(FEED_FORMATS, name);
