// The public addresses of a product's and a category's own pages (issue 35): one home for both,
// used by the pages, the sitemap, the shopping feeds and the storefront's links. Slugs are
// already lower-case ASCII with hyphens (the tables' checks), so they need no escaping.
export const productPath = (slug: string): string => `/urun/${slug}`;
export const categoryPath = (slug: string): string => `/kategori/${slug}`;
