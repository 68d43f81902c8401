import { z } from 'zod';
import { idSchema } from './ids.ts';
import { optionalText, requiredText, slugField } from './admin-fields.ts';

// The category dialog (the content-and-admin spec's screens and validation rules): name and slug required, description optional,
// and a parent from the top level (the tree has one level of children).
export const categoryMessages = {
  created: 'Kategori oluşturuldu',
  updated: 'Kategori güncellendi',
  deleted: 'Kategori silindi',
  createFailed: 'Kategori oluşturulamadı',
  updateFailed: 'Kategori güncellenemedi',
  deleteFailed: 'Kategori silinemedi',
  confirmDelete: 'Bu kategoriyi silmek istediğinize emin misiniz?',
  notFound: 'Kategori bulunamadı',
  slugTaken: 'Bu URL slug başka bir kategoride kullanılıyor',
  parentMissing: 'Seçilen üst kategori bulunamadı',
  parentNotTop: 'Üst kategori olarak yalnızca ana kategoriler seçilebilir',
  parentSelf: 'Bir kategori kendisinin üst kategorisi olamaz',
  hasChildrenCannotMove: 'Alt kategorileri olan bir kategori başka bir kategorinin altına taşınamaz',
  hasChildren: (n: number) =>
    `Bu kategorinin ${n} alt kategorisi var. Önce alt kategorileri silin veya başka bir kategoriye taşıyın.`,
  stillUsed: 'Bu kategori hâlâ kullanılıyor. Önce alt kategorileri ve ürünleri başka bir kategoriye taşıyın.',
  hasProducts: (n: number) => `Bu kategoride ${n} ürün var. Önce ürünleri başka bir kategoriye taşıyın.`,
} as const;

export const categoryFormSchema = z.object({
  name: requiredText(200, 'Kategori adı zorunludur', 'Kategori adı'),
  slug: slugField('kablo-kanallari'),
  description: optionalText(2000, 'Açıklama')
    .nullish()
    .transform((v) => v ?? null),
  parentId: idSchema('Üst kategori geçersiz')
    .nullish()
    .transform((v) => v ?? null),
});

export type CategoryForm = z.output<typeof categoryFormSchema>;

/** Category list entries (the spec's API calls): id, name, slug, description, parentId. */
export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
}
