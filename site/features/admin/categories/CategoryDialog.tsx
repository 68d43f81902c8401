import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import { categoryMessages, type AdminCategory } from '#api/schemas/admin-categories.ts';
import { withName } from '../products/product-form-state';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';
import { Field, InputField, TextAreaField, inputClass } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';

interface Props extends ItemDialogProps<AdminCategory> {
  categories: AdminCategory[];
}

const formOf = (category: AdminCategory | null) => ({
  name: category?.name ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
  parentId: category?.parentId ? String(category.parentId) : '',
});

/** 'Yeni Kategori Ekle' / 'Kategori Düzenle': name, slug, description and an optional top-level parent. */
export function CategoryDialog({ open, item: category, categories, onClose, onSaved }: Props) {
  const editing = category !== null;
  const { form, set, busy, onSubmit } = useItemForm({
    open,
    item: category,
    formOf,
    path: '/api/admin/categories',
    messages: categoryMessages,
    onSaved,
  });
  const hasChildren = editing && categories.some((c) => c.parentId === category.id);
  const parents = categories.filter((c) => c.parentId === null && c.id !== category?.id);
  const submit = onSubmit((method, url) =>
    apiRequest(method, url, { ...form, parentId: form.parentId ? Number(form.parentId) : null }),
  );

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Kategori Düzenle' : 'Yeni Kategori Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        <InputField label="Kategori Adı" required value={form.name} onValue={(name) => set((f) => withName(f, name))} />
        <InputField label="URL Slug" required value={form.slug} onValue={(slug) => set({ slug })} />
        <TextAreaField label="Açıklama" value={form.description} onValue={(description) => set({ description })} />
        <Field
          label="Üst Kategori"
          hint={
            hasChildren
              ? 'Alt kategorileri olan bir kategori ana kategori olarak kalır.'
              : 'Boş bırakılırsa ana kategori olur.'
          }
        >
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={form.parentId}
              disabled={hasChildren}
              onChange={(e) => set({ parentId: e.target.value })}
            >
              <option value="">— Ana kategori —</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormActions onCancel={onClose} busy={busy} label={editing ? 'Güncelle' : 'Kategori Ekle'} />
      </form>
    </Dialog>
  );
}
