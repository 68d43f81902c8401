// A small catalogue whose every expected answer can be worked out by hand:
// Turkish names for search and sort, variants that move the effective price
// and the stock flag, an inactive product, prices above the slider's top.
import type { Sql } from '#db/connection.ts';
import { deriveBrand } from '#api/schemas/brand.ts';

interface VariantDraft {
  name: string;
  price: string;
  stock: number;
  active?: boolean;
}
interface ProductDraft {
  key: string;
  name: string;
  price: string;
  stock: number;
  category: string;
  daysAgo: number;
  featured?: boolean;
  active?: boolean;
  sku?: string;
  short?: string;
  description?: string;
  variants?: VariantDraft[];
  images?: number;
}

const CATEGORIES = [
  { slug: 'kablolar', name: 'Kablolar', parent: null },
  { slug: 'priz-anahtar', name: 'Priz ve Anahtarlar', parent: null },
  { slug: 'aydinlatma', name: 'Aydınlatma', parent: null },
  { slug: 'nym', name: 'NYM Kablolar', parent: 'kablolar' },
  { slug: 'nyy', name: 'NYY Kablolar', parent: 'kablolar' },
  { slug: 'h07vk', name: 'H07V-K Kablolar', parent: 'kablolar' },
  { slug: 'anahtarlar', name: 'Anahtarlar', parent: 'priz-anahtar' },
  { slug: 'sensorler', name: 'Dimmer ve Sensörler', parent: 'priz-anahtar' },
] as const;

export const PRODUCTS: ProductDraft[] = [
  {
    key: 'A',
    name: 'Prysmian NYM Kablo 3x2.5 mm²',
    price: '46.90',
    stock: 100,
    category: 'nym',
    daysAgo: 1,
    featured: true,
    sku: 'PRY-NYM-325',
    short: 'Priz hatları için antigron kablo.',
    images: 2,
  },
  {
    key: 'B',
    name: 'Prysmian NYY Kablo',
    price: '500.00',
    stock: 0,
    category: 'nyy',
    daysAgo: 2,
    sku: 'PRY-NYY',
    variants: [
      { name: '4x6 mm²', price: '198.00', stock: 10 },
      { name: '4x35 mm²', price: '100.00', stock: 5, active: false },
    ],
  },
  {
    key: 'C',
    name: 'Öznur Kablo H07V-K',
    price: '30.00',
    stock: 0,
    category: 'h07vk',
    daysAgo: 3,
    sku: 'OZN-H07',
    variants: [
      { name: 'Mavi', price: '25.00', stock: 0 },
      { name: 'Kırmızı', price: '27.00', stock: 0 },
    ],
  },
  {
    key: 'D',
    name: 'Işık Sensörü Hareketli',
    price: '350.00',
    stock: 3,
    category: 'sensorler',
    daysAgo: 4,
    sku: 'SNS-01',
    description: 'Ortamdaki ışık seviyesine göre çalışan tavan tipi sensör.',
  },
  {
    key: 'E',
    name: 'İSTANBUL Serisi Anahtar',
    price: '120.00',
    stock: 0,
    category: 'anahtarlar',
    daysAgo: 5,
    sku: 'IST-AN',
  },
  { key: 'F', name: 'Çelik Buat IP65', price: '75.00', stock: 40, category: 'priz-anahtar', daysAgo: 6, sku: 'CLK-BT' },
  {
    key: 'G',
    name: 'Cam Armatür LED 36W',
    price: '890.00',
    stock: 12,
    category: 'aydinlatma',
    daysAgo: 7,
    featured: true,
    sku: 'CAM-36',
    short: 'Ofis aydınlatması için sıva üstü armatür.',
  },
  {
    key: 'H',
    name: 'Schneider Kompakt Şalter 160A',
    price: '15000.00',
    stock: 2,
    category: 'aydinlatma',
    daysAgo: 8,
    sku: 'SCH-160',
  },
  {
    key: 'I',
    name: 'Pasif Eski Ürün',
    price: '10.00',
    stock: 10,
    category: 'aydinlatma',
    daysAgo: 9,
    active: false,
    sku: 'OLD-1',
  },
  { key: 'J', name: "uzatma kablosu 3'lü", price: '89.90', stock: 50, category: 'kablolar', daysAgo: 10, sku: 'UZT-3' },
  {
    key: 'K',
    name: 'Osram LED Ampul',
    price: '45.00',
    stock: 0,
    category: 'aydinlatma',
    daysAgo: 11,
    sku: 'OSR-A',
    variants: [
      { name: 'E27 9W', price: '45.00', stock: 100 },
      { name: 'E14 5W', price: '39.50', stock: 0 },
    ],
  },
];

export interface Fixture {
  product: Record<string, number>;
  category: Record<string, number>;
}

export async function insertFixtureCatalogue(sql: Sql): Promise<Fixture> {
  const category: Record<string, number> = {};
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await sql<{ id: number }[]>`
      INSERT INTO categories (name, slug, parent_id, sort_order)
      VALUES (${c.name}, ${c.slug}, ${c.parent ? category[c.parent]! : null}, ${i}) RETURNING id`;
    category[c.slug] = row!.id;
  }
  const product: Record<string, number> = {};
  for (const p of PRODUCTS) {
    const [row] = await sql<{ id: number }[]>`
      INSERT INTO products (name, slug, description, short_description, base_price, sku, stock_quantity, brand, is_active, is_featured, created_at)
      VALUES (${p.name}, ${`urun-${p.key.toLowerCase()}`}, ${p.description ?? `${p.name} açıklaması.`}, ${p.short ?? null}, ${p.price},
        ${p.sku ?? null}, ${p.stock}, ${deriveBrand(p.name)}, ${p.active ?? true}, ${p.featured ?? false},
        ${new Date(Date.now() - p.daysAgo * 86_400_000)})
      RETURNING id`;
    product[p.key] = row!.id;
    await sql`INSERT INTO product_categories (product_id, category_id) VALUES (${row!.id}, ${category[p.category]!})`;
    for (const [i, v] of (p.variants ?? []).entries()) {
      await sql`INSERT INTO product_variants (product_id, name, price, stock_quantity, is_active, sort_order)
        VALUES (${row!.id}, ${v.name}, ${v.price}, ${v.stock}, ${v.active ?? true}, ${i})`;
    }
    for (let i = 0; i < (p.images ?? 1); i++) {
      await sql`INSERT INTO product_images (product_id, url, position) VALUES (${row!.id}, ${`/uploads/img/${p.key.toLowerCase()}${i}abc-800.webp`}, ${i})`;
    }
  }
  return { product, category };
}
