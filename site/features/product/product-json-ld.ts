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

export function productJsonLd(page: ProductPage, siteUrl: string, description: string) {
  const { product } = page;
  const url = new URL(productPath(product.slug), siteUrl).href;
  const range = offerRange(product);
  const availability = isAvailable(product) ? IN_STOCK : OUT_OF_STOCK;
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
    },
    breadcrumbJsonLd(productCrumbs(page), siteUrl),
  ];
}
