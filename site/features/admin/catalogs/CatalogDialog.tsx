import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm } from '#site/lib/api-client.ts';
import { catalogMessages } from '#api/schemas/admin-content.ts';
import type { CatalogContent } from '#api/schemas/content.ts';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';
import { CheckboxField, FileField, InputField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';

const formOf = (catalog: CatalogContent | null) => ({
  title: catalog?.title ?? '',
  description: catalog?.description ?? '',
  imageUrl: catalog?.imageUrl ?? '',
  isActive: catalog?.isActive ?? true,
  removeFile: false,
  file: null as File | null,
});

/** Create or edit a catalogue: title (required), description, cover image URL, PDF file, active flag. */
export function CatalogDialog({ open, item: catalog, onClose, onSaved }: ItemDialogProps<CatalogContent>) {
  const editing = catalog !== null;
  const { form, set, bind, busy, onSubmit } = useItemForm({
    open,
    item: catalog,
    formOf,
    path: '/api/admin/catalogs',
    messages: catalogMessages,
    onSaved,
  });
  const submit = onSubmit((method, url) => {
    const { file, ...fields } = form;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
    if (file) body.append('file', file);
    return apiForm(method, url, body);
  });

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Katalog Düzenle' : 'Yeni Katalog Ekle'}>
      <form onSubmit={submit} className="space-y-4">
        <InputField label="Katalog Başlığı *" required {...bind('title')} />
        <TextAreaField label="Açıklama" {...bind('description')} />
        <InputField label="Kapak Görseli URL" type="url" placeholder="https://..." {...bind('imageUrl')} />
        <FileField
          label="PDF Dosyası (.pdf)"
          accept=".pdf,application/pdf"
          hint={
            editing && catalog.fileUrl
              ? 'Yeni dosya seçmezseniz mevcut PDF korunur. En fazla 30 MB.'
              : 'En fazla 30 MB.'
          }
          onFile={(file) => set({ file })}
        />
        {editing && catalog.fileUrl && !form.file && (
          <CheckboxField
            label="Mevcut PDF dosyasını kaldır"
            checked={form.removeFile}
            onChecked={(removeFile) => set({ removeFile })}
          />
        )}
        <CheckboxField label="Aktif" checked={form.isActive} onChecked={(isActive) => set({ isActive })} />
        <FormActions onCancel={onClose} busy={busy} label={editing ? 'Güncelle' : 'Katalog Ekle'} />
      </form>
    </Dialog>
  );
}
