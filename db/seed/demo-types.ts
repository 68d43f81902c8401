// Shapes of the demo catalogue data and the small helpers that build variant lists.
import { asciiFold } from '#api/schemas/slug.ts';

export type Unit = 'adet' | 'metre' | 'top' | 'paket';

export interface VariantSeed {
  name: string;
  price: string;
  stock: number;
  sku: string;
  attributes: Record<string, string>;
  isActive: boolean;
}

export interface ProductSeed {
  /** Starts with the brand: `deriveBrand(name)` fills the brand column. */
  name: string;
  sku: string;
  /** Slug of the child category the product is listed in. */
  category: string;
  unit: Unit;
  /** Without variants: the price and stock. With variants both default to the cheapest active variant and the stock sum. */
  price?: string;
  stock?: number;
  minOrder?: number;
  short: string;
  description: string;
  featured?: boolean;
  /** Age of the product, so "En Yeni" sorting has something to sort. */
  daysAgo: number;
  /** How many pictures (1-3, different shades of the category colour). */
  images?: number;
  variants?: VariantSeed[];
}

/** label, price, stock, and `false` as a fourth element for an inactive variant. */
export type VariantRow = [label: string, price: string, stock: number, active?: boolean];

/**
 * Variants that differ in one attribute (Kesit, Akım, Renk, Güç…). The variant sku
 * is the product sku plus the label folded to ASCII.
 */
export function variants(sku: string, attribute: string, rows: VariantRow[]): VariantSeed[] {
  return rows.map(([label, price, stock, active]) => ({
    name: label,
    price,
    stock,
    sku: `${sku}-${skuPart(label)}`,
    attributes: { [attribute]: label },
    isActive: active ?? true,
  }));
}

/** The same three colours at one price, e.g. for wiring accessories. */
export function colours(
  sku: string,
  price: string,
  stocks: [beyaz: number, krem: number, antrasit: number],
): VariantSeed[] {
  return variants(sku, 'Renk', [
    ['Beyaz', price, stocks[0]],
    ['Krem', price, stocks[1]],
    ['Antrasit', (Number(price) * 1.15).toFixed(2), stocks[2]],
  ]);
}

/** '3x2,5 mm²' → '3X2-5-MM2': the label folded to ASCII, other characters as hyphens. */
function skuPart(label: string): string {
  return asciiFold(label)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Where the seed puts its pictures and PDFs. The seed takes it as a parameter so that it
 * needs nothing from the API: the caller (boot, the seed CLI, a test) wires it to the upload
 * store (api/storage/seed-media.ts).
 */
export interface SeedMedia {
  /** Stores a picture as the shop stores uploads (re-encoded, content-hashed); answers its URL. */
  image(png: Buffer): Promise<string>;
  /** Stores a file under `key` as it is. */
  file(key: string, bytes: Buffer): Promise<void>;
}
