import { useState } from 'react';
import { apiRequest } from '#site/lib/api-client.ts';
import { referenceMessages as m } from '#api/schemas/admin-content.ts';
import type { ReferenceContent } from '#api/schemas/content.ts';
import { ReferenceDialog } from './ReferenceDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useAdminList } from '../shared/useAdminList';
import { useSave } from '../shared/useSave';
import { Badge, EmptyState, LoadError, Loading, PanelHeader, btn } from '../shared/ui';

/** 'Referans Yönetimi': logos or names, testimonials, create/edit and delete with the spec's confirmation. */
export function ReferencesPanel() {
  const { items, error, reload, loading } = useAdminList<ReferenceContent>(
    '/api/admin/references',
    'Failed to fetch references',
  );
  const [editing, setEditing] = useState<ReferenceContent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ReferenceContent | null>(null);
  const { run } = useSave();
  const open = (reference: ReferenceContent | null) => {
    setEditing(reference);
    setDialogOpen(true);
  };

  return (
    <div>
      <PanelHeader
        title="Referans Yönetimi"
        action={
          <button type="button" className={btn.primary} onClick={() => open(null)}>
            + Yeni Referans
          </button>
        }
      />
      {error && <LoadError text="Referanslar yüklenemedi" onRetry={reload} />}
      {loading && <Loading text="Referanslar yükleniyor..." />}
      {items?.length === 0 && (
        <EmptyState
          title="Henüz referans bulunmuyor"
          action={
            <button type="button" className={btn.primary} onClick={() => open(null)}>
              İlk Referansı Ekle
            </button>
          }
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((r) => (
          <li key={r.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              {r.logoUrl ? (
                <img src={r.logoUrl} alt="" className="h-12 w-12 rounded border object-contain" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded bg-slate-100 font-bold text-slate-500"
                >
                  {r.companyName.slice(0, 1)}
                </span>
              )}
              <div className="min-w-0">
                <h3 className="font-semibold">{r.companyName}</h3>
                <Badge tone={r.isActive ? 'green' : 'slate'}>{r.isActive ? 'Aktif' : 'Pasif'}</Badge>
              </div>
            </div>
            {r.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{r.description}</p>}
            {r.testimonial && (
              <blockquote className="mt-2 border-l-2 border-slate-300 pl-2 text-sm text-slate-600 italic">
                “{r.testimonial}”{r.contactPerson && <footer className="not-italic">— {r.contactPerson}</footer>}
              </blockquote>
            )}
            <div className="mt-auto flex gap-2 pt-3">
              <button
                type="button"
                className={btn.small}
                onClick={() => open(r)}
                aria-label={`${r.companyName} referansını düzenle`}
              >
                Düzenle
              </button>
              <button
                type="button"
                className={btn.danger}
                onClick={() => setDeleting(r)}
                aria-label={`${r.companyName} referansını sil`}
              >
                Sil
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ReferenceDialog
        open={dialogOpen}
        reference={editing}
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
          if (await run(() => apiRequest('DELETE', `/api/admin/references/${deleting!.id}`), m.deleted, m.deleteFailed))
            await reload();
        }}
      />
    </div>
  );
}
