// The structured data of a product's page (schema.org Product and BreadcrumbList), from the
// same live figures the page shows.
import type { ProductPage } from '#api/schemas/catalogue-pages.ts';
import { fromKurus } from '#api/shared/money.ts';
import { isAvailable, offerRange } from '#api/shared/product-offer.ts';
import { categoryPath, productPath } from '#api/shared/catalogue-paths.ts';
import { breadcrumbJsonLd, type Crumb } from '../../lib/breadcrumbs';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The page's steps: home, the product's category trail, the product itself. */
export function productCrumbs({ product, trail }: ProductPage): Crumb[] {
  return [
    { name: 'Anasayfa', path: '/' },
    { name: 'Ürünler', path: '/urunler' },
    ...trail.map((c) => ({ name: c.name, path: categoryPath(c.slug) })),
    { name: product.name, path: productPath(product.slug) },
  ];
}

/**
 * The product's technical values as schema.org PropertyValues (issue 47): its own, then each
 * value its active variants add (a cable's 1,5 and 2,5 mm² both), each once.
 */
function additionalProperties(product: ProductPage['product']) {
  const seen = new Set<string>();
  return [...product.attributes, ...product.variants.filter((v) => v.isActive).flatMap((v) => v.attributes ?? [])]
    .filter((a) => {
      const key = `${a.code}=${String(a.value)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((a) => ({
      '@type': 'PropertyValue',
      name: a.name,
      value: typeof a.value === 'string' || typeof a.value === 'boolean' ? a.label : a.value,
      ...(a.unit ? { unitText: a.unit } : {}),
      ...(a.unitCode ? { unitCode: a.unitCode } : {}),
    }));
}

export function productJsonLd(page: ProductPage, siteUrl: string, description: string) {
  const { product } = page;
  const url = new URL(productPath(product.slug), siteUrl).href;
  const range = offerRange(product);
  const availability = isAvailable(product) ? IN_STOCK : OUT_OF_STOCK;
  const technical = additionalProperties(product);
  const offers =
    range.count > 1
      ? {
          '@type': 'AggregateOffer',
          lowPrice: fromKurus(range.lowKurus),
          highPrice: fromKurus(range.highKurus),
          offerCount: range.count,
          priceCurrency: 'TRY',
          availability,
          url,
        }
      : { '@type': 'Offer', price: fromKurus(range.lowKurus), priceCurrency: 'TRY', availability, url };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      ...(product.images.length ? { image: product.images.map((src) => new URL(src, siteUrl).href) } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      url,
      offers,
      ...(technical.length ? { additionalProperty: technical } : {}),
    },
    breadcrumbJsonLd(productCrumbs(page), siteUrl),
  ];
}
