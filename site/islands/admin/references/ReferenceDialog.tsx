import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm } from '#site/lib/api-client.ts';
import { referenceMessages as m } from '#api/schemas/admin-content.ts';
import { IMAGE_ACCEPT } from '#api/schemas/admin-uploads.ts';
import type { ReferenceContent } from '#api/schemas/content.ts';
import { useSave } from '../shared/useSave';
import { Field, FormActions, btn, inputClass } from '../shared/ui';

interface Props {
  open: boolean;
  reference: ReferenceContent | null;
  onClose: () => void;
  onSaved: () => void;
}

const empty = { companyName: '', description: '', testimonial: '', contactPerson: '', isActive: true };

/** Create or edit a reference; in edit mode the existing logo can be marked for removal and unmarked before saving. */
export function ReferenceDialog({ open, reference, onClose, onSaved }: Props) {
  const [form, setForm] = useState(empty);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const { busy, run } = useSave();
  const editing = reference !== null;
  useEffect(() => {
    if (!open) return;
    setForm(
      reference
        ? {
            companyName: reference.companyName,
            description: reference.description ?? '',
            testimonial: reference.testimonial ?? '',
            contactPerson: reference.contactPerson ?? '',
            isActive: reference.isActive,
          }
        : empty,
    );
    setLogo(null);
    setRemoveLogo(false);
  }, [open, reference]);
  const text = (label: string, key: 'companyName' | 'contactPerson', required = false) => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          className={inputClass}
          required={required}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </Field>
  );
  const area = (label: string, key: 'description' | 'testimonial') => (
    <Field label={label}>
      {(id) => (
        <textarea
          id={id}
          rows={3}
          className={inputClass}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
        />
      )}
    </Field>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.append(k, String(v));
    if (logo) body.append('logo', logo);
    if (editing && removeLogo && !logo) body.append('removeExistingImage', 'true');
    const ok = await run(
      () =>
        apiForm(
          editing ? 'PUT' : 'POST',
          editing ? `/api/admin/references/${reference.id}` : '/api/admin/references',
          body,
        ),
      editing ? m.updated : m.created,
      editing ? m.updateFailed : m.createFailed,
    );
    if (ok) onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Referans Düzenle' : 'Yeni Referans Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        {text('Firma Adı *', 'companyName', true)}
        {area('Açıklama', 'description')}
        {area('Müşteri Yorumu', 'testimonial')}
        {text('İletişim Kişisi', 'contactPerson')}
        {editing && reference.logoUrl && (
          <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
            <img
              src={reference.logoUrl}
              alt="Mevcut logo"
              className={`h-14 w-14 rounded border bg-white object-contain ${removeLogo ? 'opacity-30' : ''}`}
            />
            <div className="text-sm">
              <p>{removeLogo ? 'Logo kaydettiğinizde kaldırılacak.' : 'Mevcut logo'}</p>
              <button type="button" className={`${btn.small} mt-1`} onClick={() => setRemoveLogo((r) => !r)}>
                {removeLogo ? 'Kaldırmayı geri al' : 'Mevcut logoyu kaldır'}
              </button>
            </div>
          </div>
        )}
        <Field label={editing && reference.logoUrl ? 'Yeni Logo' : 'Logo'} hint="PNG, JPG veya WebP; en fazla 10 MB.">
          {(id) => (
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              className={inputClass}
              onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => setForm((f) => ({ ...f, isActive: e.target.checked }))}
          />{' '}
          Aktif (sitede gösterilir)
        </label>
        <FormActions onCancel={onClose} busy={busy} label={editing ? 'Güncelle' : 'Referans Ekle'} />
      </form>
    </Dialog>
  );
}
