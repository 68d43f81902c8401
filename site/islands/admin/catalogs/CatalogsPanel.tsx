import { useState } from 'react';
import { apiRequest } from '#site/lib/api-client.ts';
import { catalogMessages as m } from '#api/schemas/admin-content.ts';
import type { CatalogContent } from '#api/schemas/content.ts';
import { CatalogDialog } from './CatalogDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useAdminList } from '../shared/useAdminList';
import { useSave } from '../shared/useSave';
import { Badge, EmptyState, LoadError, Loading, PanelHeader, btn, formatDate } from '../shared/ui';

/** 'Katalog Yönetimi': list, create/edit dialog, delete with a confirmation. */
export function CatalogsPanel() {
  const { items, error, reload, loading } = useAdminList<CatalogContent>(
    '/api/admin/catalogs',
    'Failed to fetch catalogs',
  );
  const [editing, setEditing] = useState<CatalogContent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<CatalogContent | null>(null);
  const { run } = useSave();
  const open = (catalog: CatalogContent | null) => {
    setEditing(catalog);
    setDialogOpen(true);
  };

  return (
    <div>
      <PanelHeader
        title="Katalog Yönetimi"
        action={
          <button type="button" className={btn.primary} onClick={() => open(null)}>
            + Yeni Katalog
          </button>
        }
      />
      {error && <LoadError text="Kataloglar yüklenemedi" onRetry={reload} />}
      {loading && <Loading text="Kataloglar yükleniyor..." />}
      {items?.length === 0 && (
        <EmptyState
          title="Henüz katalog bulunmuyor"
          action={
            <button type="button" className={btn.primary} onClick={() => open(null)}>
              İlk Kataloğu Ekle
            </button>
          }
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((c) => (
          <li key={c.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{c.title}</h3>
              <Badge tone={c.isActive ? 'green' : 'slate'}>{c.isActive ? 'Aktif' : 'Beklemede'}</Badge>
            </div>
            {c.description && <p className="mt-1 line-clamp-3 text-sm text-slate-600">{c.description}</p>}
            <p className="mt-2 text-xs text-slate-500">Son Güncelleme: {formatDate(c.updatedAt)}</p>
            {c.fileUrl ? (
              <a
                href={c.fileUrl}
                target="_blank"
                rel="noopener"
                className="mt-1 text-sm font-medium text-brand-700 underline"
              >
                PDF dosyasını aç
              </a>
            ) : (
              <p className="mt-1 text-sm text-slate-500">PDF dosyası yok</p>
            )}
            <div className="mt-auto flex gap-2 pt-3">
              <button
                type="button"
                className={btn.small}
                onClick={() => open(c)}
                aria-label={`${c.title} kataloğunu düzenle`}
              >
                Düzenle
              </button>
              <button
                type="button"
                className={btn.danger}
                onClick={() => setDeleting(c)}
                aria-label={`${c.title} kataloğunu sil`}
              >
                Sil
              </button>
            </div>
          </li>
        ))}
      </ul>
      <CatalogDialog
        open={dialogOpen}
        catalog={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          void reload();
        }}
      />
      <ConfirmDialog
        message={deleting ? m.confirmDelete : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (await run(() => apiRequest('DELETE', `/api/admin/catalogs/${deleting!.id}`), m.deleted, m.deleteFailed))
            await reload();
        }}
      />
    </div>
  );
}
