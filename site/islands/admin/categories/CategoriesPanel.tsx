import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/stores/toast.ts';
import { $adminCategories, loadAdminCategories } from '#site/stores/admin.ts';
import { categoryMessages as m, type AdminCategory } from '#api/schemas/admin-categories.ts';
import { CategoryDialog } from './CategoryDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState, LoadError, Loading, PanelHeader, btn } from '../shared/ui';

/** 'Kategori Yönetimi': top-level categories, each followed by its children. */
export function CategoriesPanel() {
  const categories = useStore($adminCategories);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const reload = () =>
    loadAdminCategories().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  useEffect(() => void reload(), []);

  const open = (category: AdminCategory | null) => {
    setEditing(category);
    setDialogOpen(true);
  };
  const remove = async (category: AdminCategory) => {
    try {
      await apiRequest('DELETE', `/api/admin/categories/${category.id}`);
      toastSuccess(m.deleted);
      await reload();
    } catch (error) {
      toastError(errorMessage(error, m.deleteFailed));
    }
  };
  const ordered = (categories ?? [])
    .filter((c) => c.parentId === null)
    .flatMap((top) => [top, ...(categories ?? []).filter((c) => c.parentId === top.id)]);

  return (
    <div>
      <PanelHeader
        title="Kategori Yönetimi"
        action={
          <button type="button" className={btn.primary} onClick={() => open(null)}>
            + Yeni Kategori
          </button>
        }
      />
      {failed && <LoadError text="Kategoriler yüklenemedi" onRetry={() => void reload()} />}
      {!failed && categories === null && <Loading text="Kategoriler yükleniyor..." />}
      {categories?.length === 0 && (
        <EmptyState
          title="Henüz kategori bulunmuyor"
          action={
            <button type="button" className={btn.primary} onClick={() => open(null)}>
              İlk Kategoriyi Ekle
            </button>
          }
        />
      )}
      <ul className="grid gap-3 md:grid-cols-2">
        {ordered.map((c) => (
          <li
            key={c.id}
            className={`rounded-xl border border-slate-200 bg-white p-4 ${c.parentId ? 'md:ml-6 border-l-4 border-l-brand-100' : ''}`}
          >
            <h3 className="font-semibold">{c.name}</h3>
            {c.parentId && (
              <p className="text-xs text-slate-500">
                Üst kategori: {categories?.find((p) => p.id === c.parentId)?.name}
              </p>
            )}
            {c.description && <p className="mt-1 text-sm text-slate-600">{c.description}</p>}
            <p className="mt-1 font-mono text-xs text-slate-500">Slug: {c.slug}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className={btn.small}
                onClick={() => open(c)}
                aria-label={`${c.name} kategorisini düzenle`}
              >
                Düzenle
              </button>
              <button
                type="button"
                className={btn.danger}
                onClick={() => setDeleting(c)}
                aria-label={`${c.name} kategorisini sil`}
              >
                Sil
              </button>
            </div>
          </li>
        ))}
      </ul>
      <CategoryDialog
        open={dialogOpen}
        category={editing}
        categories={categories ?? []}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          void reload();
        }}
      />
      <ConfirmDialog
        message={deleting ? m.confirmDelete : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting!)}
      />
    </div>
  );
}
