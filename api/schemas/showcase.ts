// GET /api/home/showcase as the home page's island reads it (decision 0362).
import type { CategoryView, ProductView } from './products.ts';

export interface ShowcaseCategory extends Omit<CategoryView, 'parentId'> {
  /** A picture of the category: the first picture of its first featured (else first) product. */
  image: string | null;
}

export interface Showcase {
  categories: ShowcaseCategory[];
  featured: ProductView[];
  onSale: ProductView[];
}

/** How many products each row shows: two rows of a phone's two columns, one row of a desktop's four. */
export const SHOWCASE_PRODUCTS = 8;
