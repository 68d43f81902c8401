import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm } from '#site/lib/api-client.ts';
import { catalogMessages as m } from '#api/schemas/admin-content.ts';
import type { CatalogContent } from '#api/schemas/content.ts';
import { useSave } from '../shared/useSave';
import { Field, FormActions, inputClass } from '../shared/ui';

interface Props {
  open: boolean;
  catalog: CatalogContent | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a catalogue: title (required), description, cover image URL, PDF file, active flag. */
export function CatalogDialog({ open, catalog, onClose, onSaved }: Props) {
  const [form, setForm] = useState({ title: '', description: '', imageUrl: '', isActive: true, removeFile: false });
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useSave();
  const editing = catalog !== null;
  useEffect(() => {
    if (!open) return;
    setForm({
      title: catalog?.title ?? '',
      description: catalog?.description ?? '',
      imageUrl: catalog?.imageUrl ?? '',
      isActive: catalog?.isActive ?? true,
      removeFile: false,
    });
    setFile(null);
  }, [open, catalog]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.append(k, String(v));
    if (file) body.append('file', file);
    const ok = await run(
      () =>
        apiForm(editing ? 'PUT' : 'POST', editing ? `/api/admin/catalogs/${catalog.id}` : '/api/admin/catalogs', body),
      editing ? m.updated : m.created,
      editing ? m.updateFailed : m.createFailed,
    );
    if (ok) onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Katalog Düzenle' : 'Yeni Katalog Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        <Field label="Katalog Başlığı *">
          {(id) => (
            <input
              id={id}
              className={inputClass}
              required
              value={form.title}
              onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
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
        <Field label="Kapak Görseli URL">
          {(id) => (
            <input
              id={id}
              type="url"
              className={inputClass}
              placeholder="https://..."
              value={form.imageUrl}
              onChange={(e) => setForm((f) => ({ ...f, imageUrl: e.target.value }))}
            />
          )}
        </Field>
        <Field
          label="PDF Dosyası (.pdf)"
          hint={
            editing && catalog.fileUrl
              ? 'Yeni dosya seçmezseniz mevcut PDF korunur. En fazla 30 MB.'
              : 'En fazla 30 MB.'
          }
        >
          {(id) => (
            <input
              id={id}
              type="file"
              accept=".pdf,application/pdf"
              className={inputClass}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {editing && catalog.fileUrl && !file && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.removeFile}
              onChange={(e) => setForm((f) => ({ ...f, removeFile: e.target.checked }))}
            />{' '}
            Mevcut PDF dosyasını kaldır
          </label>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => setForm((f) => ({ ...f, isActive: e.target.checked }))}
          />{' '}
          Aktif
        </label>
        <FormActions onCancel={onClose} busy={busy} label={editing ? 'Güncelle' : 'Katalog Ekle'} />
      </form>
    </Dialog>
  );
}
