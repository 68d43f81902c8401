// Building blocks of the generated large catalogue: brands, product kinds with
// their variant axis, series names and spec words (with İ ı Ş ğ ç ö ü on purpose,
// so search and sorting tests meet real Turkish text). The kinds themselves are data,
// one object a kind in large-kinds.json, read through kindRow.
import { z } from 'zod';
import type { Unit } from './demo-types.ts';
import kindRows from './large-kinds.json' with { type: 'json' };

export interface Kind {
  name: string;
  /** Brands that make this kind of product. */
  brands: readonly string[];
  /** Demo category slugs this kind belongs in, when they exist. */
  categories: string[];
  unit: Unit;
  /** Price range of the cheapest option in TRY. */
  price: [number, number];
  specs: string[];
  axis: string;
  /** Variant labels with an optional price factor (default rises 18% per step). */
  options: (string | [string, number])[];
  short: string;
}

// Brand groups; product names start with the brand, so deriveBrand() gets its first word.
const BRAND_GROUPS: Record<string, readonly string[]> = {
  switchgear: ['Schneider', 'ABB', 'Siemens', 'Legrand', 'Eaton', 'Hager', 'Viko', 'Makel'],
  cables: ['Prysmian', 'Nexans', 'Hes Kablo', 'Öznur Kablo'],
  lighting: ['Osram', 'Philips', 'Panasonic', 'Pelsan', 'Cata'],
  wiring: ['Viko', 'Legrand', 'Schneider', 'Makel', 'Panasonic', 'ABB'],
  cableManagement: ['Mutlusan', 'Legrand', 'Klemsan', 'Schneider'],
  enclosures: ['Schneider', 'Legrand', 'ABB', 'Viko', 'Mutlusan', 'Makel', 'Hager'],
  earthing: ['Erico', 'Klemsan', 'Öznur Kablo'],
  industrial: ['Mennekes', 'Gewiss', 'Schneider', 'Legrand', 'Makel'],
};

export const SERIES = [
  'Güneş',
  'Işıltı',
  'Yıldız',
  'Çınar',
  'Şimşek',
  'Ilgaz',
  'İnci',
  'Öykü',
  'Doğa',
  'Işık',
  'Göktaş',
  'Çağ',
  'Çağla',
  'Özge',
  'Ülkü',
  'Şafak',
  'Ege',
  'Toros',
  'Kardelen',
  'Lale',
  'Arya',
  'Nova',
  'Pro',
  'Eko',
];

export const EXTRAS = [
  '',
  '',
  '',
  'Ekonomik Seri',
  'Profesyonel Seri',
  'Yeni Nesil',
  'Uzun Ömürlü',
  'Güçlendirilmiş',
  'Yüksek Dayanımlı',
  'Endüstriyel Tip',
  'Şantiye Tipi',
  'İç Mekân',
  'Çevre Dostu',
  'Düşük Kayıplı',
];

/** A kind as large-kinds.json writes it: its brands a group's name (BRAND_GROUPS) or a list of their own. */
const kindRow = z.object({
  name: z.string(),
  brands: z.union([
    z.array(z.string()).min(1),
    z.string().transform((group, ctx) => {
      const brands = BRAND_GROUPS[group];
      if (!brands) ctx.addIssue({ code: 'custom', message: `${group}: no such brand group` });
      return brands ?? [];
    }),
  ]),
  categories: z.array(z.string()),
  unit: z.enum(['adet', 'metre', 'top', 'paket'] satisfies Unit[]),
  price: z.tuple([z.number(), z.number()]),
  specs: z.array(z.string()).min(1),
  axis: z.string(),
  options: z.array(z.union([z.string(), z.tuple([z.string(), z.number()])])).min(1),
  short: z.string(),
});

export const KINDS: Kind[] = z.array(kindRow).parse(kindRows);

/** Categories created when the database has none (large seed on an empty shop). */
export const FALLBACK_CATEGORIES = [
  {
    name: 'Kablolar',
    slug: 'kablolar',
    children: [
      ['NYM Kablolar', 'nym-kablolar'],
      ['NYY Kablolar', 'nyy-kablolar'],
    ],
  },
  {
    name: 'Aydınlatma',
    slug: 'aydinlatma',
    children: [
      ['LED Ampuller', 'led-ampuller'],
      ['Projektörler', 'projektorler'],
    ],
  },
  {
    name: 'Şalt ve Koruma',
    slug: 'salt-ve-koruma',
    children: [
      ['Otomatik Sigortalar (MCB)', 'otomatik-sigortalar'],
      ['Kaçak Akım Röleleri', 'kacak-akim-roleleri'],
    ],
  },
  {
    name: 'Priz ve Anahtarlar',
    slug: 'priz-ve-anahtarlar',
    children: [
      ['Prizler', 'prizler'],
      ['Anahtarlar', 'anahtarlar'],
    ],
  },
] as const;
