// What the on-demand catalogue pages (/urun/{slug}, /kategori/{slug}) are given to render, and
// the seam they ask it through: the server hands `CataloguePages` to Astro as `locals.catalogue`
// (api/http/static-site.ts), so the pages never open the database (decision 0270).
import type { ProductListResponse, ProductView } from './products.ts';

/** A category as a breadcrumb step or a link. */
export interface CategoryLink {
  name: string;
  slug: string;
}

export interface ProductPage {
  /** The product with all its variants (inactive ones too) and its live stock. */
  product: ProductView;
  /** Its first category and that category's ancestors, top level first; empty without one. */
  trail: CategoryLink[];
}

/**
 * `key` names what a page shows as one text (the catalogue version and the live stock): two
 * answers with the same key render the same HTML, so the server keeps the HTML by it.
 */
export type ProductPageAnswer = { kind: 'page'; page: ProductPage; key: string } | ProductPageElsewhere;

/** The slug is a former one of an active product (its page is at the new slug), or no product's. */
export type ProductPageElsewhere = { kind: 'moved'; slug: string } | { kind: 'missing' };

export interface CategoryPage {
  category: CategoryLink & { id: number; description: string | null };
  /** The category's ancestors, top level first, without the category itself. */
  trail: CategoryLink[];
  children: CategoryLink[];
  /** The market's first page filtered by the category, with live stock. */
  listing: ProductListResponse;
}

export interface CategoryPageAnswer {
  page: CategoryPage;
  key: string;
}

export interface CataloguePages {
  product(slug: string): Promise<ProductPageAnswer>;
  category(slug: string): Promise<CategoryPageAnswer | null>;
}
