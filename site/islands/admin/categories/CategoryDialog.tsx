import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/stores/toast.ts';
import { categoryMessages as m, type AdminCategory } from '#api/schemas/admin-categories.ts';
import { withName } from '../products/product-form-state';
import { Field, FormActions, inputClass } from '../shared/ui';

interface Props {
  open: boolean;
  category: AdminCategory | null;
  categories: AdminCategory[];
  onClose: () => void;
  onSaved: () => void;
}

const empty = { name: '', slug: '', description: '', parentId: '' };

/** 'Yeni Kategori Ekle' / 'Kategori Düzenle': name, slug, description and an optional top-level parent. */
export function CategoryDialog({ open, category, categories, onClose, onSaved }: Props) {
  const [form, setForm] = useState(empty);
  const [saving, setSaving] = useState(false);
  const editing = category !== null;
  useEffect(() => {
    if (open)
      setForm(
        category
          ? {
              name: category.name,
              slug: category.slug,
              description: category.description ?? '',
              parentId: category.parentId ? String(category.parentId) : '',
            }
          : empty,
      );
  }, [open, category]);
  const hasChildren = editing && categories.some((c) => c.parentId === category.id);
  const parents = categories.filter((c) => c.parentId === null && c.id !== category?.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const body = {
      name: form.name,
      slug: form.slug,
      description: form.description,
      parentId: form.parentId ? Number(form.parentId) : null,
    };
    try {
      await apiRequest(
        editing ? 'PUT' : 'POST',
        editing ? `/api/admin/categories/${category.id}` : '/api/admin/categories',
        body,
      );
      toastSuccess(editing ? m.updated : m.created);
      setForm(empty);
      onSaved();
    } catch (error) {
      toastError(errorMessage(error, editing ? m.updateFailed : m.createFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Kategori Düzenle' : 'Yeni Kategori Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        <Field label="Kategori Adı">
          {(id) => (
            <input
              id={id}
              className={inputClass}
              required
              value={form.name}
              onChange={(e) => setForm((f) => ({ ...f, ...withName(f, e.target.value) }))}
            />
          )}
        </Field>
        <Field label="URL Slug">
          {(id) => (
            <input
              id={id}
              className={inputClass}
              required
              value={form.slug}
              onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Açıklama">
          {(id) => (
            <textarea
              id={id}
              rows={3}
              className={inputClass}
              value={form.description}
              onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            />
          )}
        </Field>
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
              onChange={(e) => setForm((f) => ({ ...f, parentId: e.target.value }))}
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
        <FormActions onCancel={onClose} busy={saving} label={editing ? 'Güncelle' : 'Kategori Ekle'} />
      </form>
    </Dialog>
  );
}
