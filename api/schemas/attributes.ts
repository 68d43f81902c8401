// Technical attributes (issue 47): the admin's attribute definitions, a category's attribute
// set and a product's values, with their Turkish refusals.
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { requiredText } from './admin-fields.ts';

export const attributeMessages = {
  notFound: 'Özellik bulunamadı',
  codeTaken: 'Bu kod başka bir özellikte kullanılıyor',
  etimTaken: 'Bu ETIM kodu başka bir özellikte kullanılıyor',
  deleted: 'Özellik silindi',
  inUse: (n: number) => `Bu özellik ${n} üründe kullanılıyor. Önce ürünlerden kaldırın.`,
  choiceInUse: (label: string, n: number) =>
    `'${label}' seçeneği ${n} üründe kullanılıyor; kaldırılamaz. Önce ürünlerdeki değeri değiştirin.`,
  kindLocked: (n: number) => `Bu özellik ${n} üründe kullanıldığı için türü değiştirilemez.`,
  unknownAttribute: (id: number) => `${id} numaralı özellik bulunamadı`,
  unknownVariant: (id: number) => `${id} numaralı varyant bu ürüne ait değil`,
  notNumber: (name: string, value: string) => `'${name}' için '${value}' bir sayı değil (ör. 2,5)`,
  notChoice: (name: string, value: string) => `'${name}' için '${value}' seçeneklerden biri değil`,
  notBoolean: (name: string) => `'${name}' için değer true veya false olmalıdır`,
  twice: (name: string) => `'${name}' aynı ürün veya varyant için birden fazla kez verilmiş`,
} as const;

const code = (label: string) =>
  z
    .string({ error: `${label} zorunludur` })
    .regex(/^[a-z0-9_]{1,40}$/, { error: `${label} yalnızca küçük harf, rakam ve alt çizgi içerebilir (en fazla 40)` });

const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(pattern, { error: message })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null);

const choiceSchema = z.object({
  code: code('Seçenek kodu'),
  label: requiredText(100, 'Seçenek adı zorunludur', 'Seçenek adı'),
  etimCode: optionalCode(/^EV\d{6}$/, 'ETIM değer kodu EV ve 6 rakamdan oluşmalıdır (ör. EV000123)'),
});

export const attributeFormSchema = z
  .object({
    code: code('Özellik kodu'),
    name: requiredText(100, 'Özellik adı zorunludur', 'Özellik adı'),
    kind: z.enum(['number', 'choice', 'boolean'], { error: 'Tür number, choice veya boolean olmalıdır' }),
    unit: z
      .string({ error: 'Birim geçersiz' })
      .trim()
      .max(20, { error: 'Birim en fazla 20 karakter olabilir' })
      .nullish()
      .transform((v) => v || null),
    unitCode: optionalCode(/^[A-Z0-9]{2,3}$/, 'Birim kodu UN/ECE Tavsiye 20 kodu olmalıdır (ör. MMK, AMP)'),
    etimCode: optionalCode(/^EF\d{6}$/, 'ETIM özellik kodu EF ve 6 rakamdan oluşmalıdır (ör. EF000001)'),
    values: z
      .array(choiceSchema, { error: 'Seçenekler bir liste olmalıdır' })
      .max(200, { error: 'En fazla 200 seçenek olabilir' })
      .default([]),
  })
  .superRefine((a, ctx) => {
    if (a.kind === 'choice' && a.values.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Seçimli bir özelliğin en az bir seçeneği olmalıdır' });
    }
    if (a.kind !== 'choice' && a.values.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'Yalnızca seçimli özelliklerin seçenekleri olabilir' });
    }
    const codes = a.values.map((v) => v.code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', message: 'Seçenek kodları birbirinden farklı olmalıdır' });
    }
  });
export type AttributeForm = z.output<typeof attributeFormSchema>;

/** A list of entries each naming an attribute: the category's set, a product's values. */
const attributeEntries = <Fields extends z.ZodRawShape>(fields: Fields, notList: string) =>
  z.array(z.object({ attributeId: idSchema('Geçersiz özellik'), ...fields }), { error: notList });

export const categoryAttributesSchema = z.object({
  attributes: attributeEntries(
    {
      filterable: z.boolean({ error: 'filterable true veya false olmalıdır' }).default(true),
      position: z
        .number({ error: 'Sıra bir sayı olmalıdır' })
        .int({ error: 'Sıra bir tam sayı olmalıdır' })
        .min(0, { error: 'Sıra 0 veya büyük olmalıdır' })
        .max(10000, { error: 'Sıra en fazla 10000 olabilir' })
        .default(0),
    },
    'attributes bir liste olmalıdır',
  ).max(100, { error: 'Bir kategoride en fazla 100 özellik olabilir' }),
});
export type CategoryAttributesForm = z.output<typeof categoryAttributesSchema>;

export const productAttributeValuesSchema = z.object({
  values: attributeEntries(
    {
      variantId: idSchema('Geçersiz varyant')
        .nullish()
        .transform((v) => v ?? null),
      value: z.union(
        [z.string().max(100, { error: 'Değer en fazla 100 karakter olabilir' }), z.number(), z.boolean()],
        { error: 'Değer metin, sayı veya true/false olmalıdır' },
      ),
    },
    'values bir liste olmalıdır',
  ).max(2000, { error: 'En fazla 2000 değer gönderilebilir' }),
});
export type ProductAttributeValuesForm = z.output<typeof productAttributeValuesSchema>;

export type AttributeKind = 'number' | 'choice' | 'boolean';

export interface AttributeChoice {
  code: string;
  label: string;
  etimCode: string | null;
}

/** An attribute as the admin reads it. */
export interface AttributeDefinition {
  id: number;
  code: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
  unitCode: string | null;
  etimCode: string | null;
  values: AttributeChoice[];
}

/** A value as every product answer carries it; `label` is the Turkish text ('2,5', 'C', 'Evet'). */
export interface AttributeValueView {
  code: string;
  name: string;
  value: number | string | boolean;
  label: string;
  unit: string | null;
  /** UN/ECE Recommendation 20 code of the unit, for structured data and feeds. */
  unitCode: string | null;
}
