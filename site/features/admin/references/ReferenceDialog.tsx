import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm } from '#site/lib/api-client.ts';
import { referenceMessages } from '#api/schemas/admin-content.ts';
import { IMAGE_ACCEPT } from '#api/schemas/admin-uploads.ts';
import type { ReferenceContent } from '#api/schemas/content.ts';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';
import { CheckboxField, FileField, InputField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { FormActions, btn } from '#site/components/ui/buttons.tsx';

const formOf = (reference: ReferenceContent | null) => ({
  companyName: reference?.companyName ?? '',
  description: reference?.description ?? '',
  testimonial: reference?.testimonial ?? '',
  contactPerson: reference?.contactPerson ?? '',
  isActive: reference?.isActive ?? true,
  logo: null as File | null,
  removeLogo: false,
});

/** Create or edit a reference; in edit mode the existing logo can be marked for removal and unmarked before saving. */
export function ReferenceDialog({ open, item: reference, onClose, onSaved }: ItemDialogProps<ReferenceContent>) {
  const editing = reference !== null;
  const { form, set, bind, busy, onSubmit } = useItemForm({
    open,
    item: reference,
    formOf,
    path: '/api/admin/references',
    messages: referenceMessages,
    onSaved,
  });
  const submit = onSubmit((method, url) => {
    const { logo, removeLogo, ...fields } = form;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
    if (logo) body.append('logo', logo);
    if (editing && removeLogo && !logo) body.append('removeExistingImage', 'true');
    return apiForm(method, url, body);
  });

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Referans Düzenle' : 'Yeni Referans Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        <InputField label="Firma Adı *" required {...bind('companyName')} />
        <TextAreaField label="Açıklama" {...bind('description')} />
        <TextAreaField label="Müşteri Yorumu" {...bind('testimonial')} />
        <InputField label="İletişim Kişisi" {...bind('contactPerson')} />
        {editing && reference.logoUrl && (
          <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
            <img
              src={reference.logoUrl}
              alt="Mevcut logo"
              className={`h-14 w-14 rounded border bg-white object-contain ${form.removeLogo ? 'opacity-30' : ''}`}
            />
            <div className="text-sm">
              <p>{form.removeLogo ? 'Logo kaydettiğinizde kaldırılacak.' : 'Mevcut logo'}</p>
              <button
                type="button"
                className={`${btn.small} mt-1`}
                onClick={() => set((f) => ({ removeLogo: !f.removeLogo }))}
              >
                {form.removeLogo ? 'Kaldırmayı geri al' : 'Mevcut logoyu kaldır'}
              </button>
            </div>
          </div>
        )}
        <FileField
          label={editing && reference.logoUrl ? 'Yeni Logo' : 'Logo'}
          hint="PNG, JPG veya WebP; en fazla 10 MB."
          accept={IMAGE_ACCEPT}
          onFile={(logo) => set({ logo })}
        />
        <CheckboxField
          label="Aktif (sitede gösterilir)"
          checked={form.isActive}
          onChecked={(isActive) => set({ isActive })}
        />
        <FormActions onCancel={onClose} busy={busy} label={editing ? 'Güncelle' : 'Referans Ekle'} />
      </form>
    </Dialog>
  );
}
