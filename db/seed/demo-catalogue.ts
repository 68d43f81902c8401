// The demo shop's products, one data file per top-level category (see ./catalogue/).
import type { ProductSeed } from './demo-types.ts';
import { KABLOLAR } from './catalogue/kablolar.ts';
import { AYDINLATMA } from './catalogue/aydinlatma.ts';
import { SALT_KORUMA } from './catalogue/salt-koruma.ts';
import { PRIZ_ANAHTAR } from './catalogue/priz-anahtar.ts';
import { KABLO_YONETIMI } from './catalogue/kablo-yonetimi.ts';
import { PANOLAR, TOPRAKLAMA } from './catalogue/pano-topraklama.ts';
import { ENDUSTRIYEL, OLCU_ALETLERI } from './catalogue/endustriyel-olcu.ts';

export { CATEGORY_TREE } from './demo-categories.ts';
export type { ProductSeed, VariantSeed, Unit } from './demo-types.ts';

export const DEMO_PRODUCTS: ProductSeed[] = [
  ...KABLOLAR,
  ...AYDINLATMA,
  ...SALT_KORUMA,
  ...PRIZ_ANAHTAR,
  ...KABLO_YONETIMI,
  ...PANOLAR,
  ...TOPRAKLAMA,
  ...ENDUSTRIYEL,
  ...OLCU_ALETLERI,
];
