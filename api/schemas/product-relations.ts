// A product's related products (issue 47): accessories, alternatives (muadil) and spare parts,
// set whole by the admin and shown on the product page as cards of active products.
import { z } from 'zod';
import { idSchema } from './ids.ts';
import type { ProductView } from './products.ts';

export const RELATION_KINDS = ['accessory', 'alternative', 'spare_part'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

export const relationKindLabels: Record<RelationKind, string> = {
  accessory: 'Aksesuarlar',
  alternative: 'Muadil Ürünler',
  spare_part: 'Yedek Parçalar',
};

/** The singular, for the admin's choice of a kind. */
export const relationKindNames: Record<RelationKind, string> = {
  accessory: 'Aksesuar',
  alternative: 'Muadil',
  spare_part: 'Yedek parça',
};

export const MAX_RELATIONS = 60;

export const relationMessages = {
  self: 'Bir ürün kendisiyle ilişkilendirilemez',
  unknownProduct: (id: number) => `${id} numaralı ürün bulunamadı`,
  twice: (id: number) => `${id} numaralı ürün listede birden fazla kez verilmiş`,
} as const;

export const relationsSchema = z.object({
  relations: z
    .array(
      z.object({
        productId: idSchema('Ürün numarası geçersiz'),
        kind: z.enum(RELATION_KINDS, { error: 'İlişki türü accessory, alternative veya spare_part olmalıdır' }),
      }),
      { error: 'relations bir liste olmalıdır' },
    )
    .max(MAX_RELATIONS, { error: `Bir ürüne en fazla ${MAX_RELATIONS} ilişkili ürün eklenebilir` }),
});
export type RelationsForm = z.output<typeof relationsSchema>;

/** The related products a product answer carries: cards of active products, by kind, in the admin's order. */
export type RelatedProducts = Record<RelationKind, ProductView[]>;

/** A relation as the admin edits it: inactive products too, so a save keeps them. */
export interface AdminRelationView {
  productId: number;
  kind: RelationKind;
  name: string;
  sku: string | null;
  isActive: boolean;
}

export const emptyRelated = (): RelatedProducts => ({ accessory: [], alternative: [], spare_part: [] });
