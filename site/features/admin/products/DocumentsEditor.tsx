import { useEffect, useRef, useState } from 'react';
import {
  DOCUMENT_KINDS,
  documentKindLabels,
  documentMessages,
  documentSizeLabel,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
  type ProductDocumentView,
} from '#api/schemas/product-documents.ts';
import { apiForm, apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { Field, InputField, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { ConfirmDialog } from '../shared/ConfirmDialog';

// 'Belgeler' of a saved product (issue 47): its PDFs (datasheet, certificate...) uploaded one at a
// time with a kind and a title, listed, deleted. Saved on their own, like the pricing beside them.

export function DocumentsEditor({ productId }: { productId: number }) {
  const [documents, setDocuments] = useState<ProductDocumentView[] | null>(null);
  const [kind, setKind] = useState<DocumentKind>('datasheet');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ProductDocumentView | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const path = `/api/admin/products/${productId}/documents`;

  useEffect(() => {
    let live = true;
    getJson<ProductDocumentView[]>(path).then(
      (list) => live && setDocuments(list),
      (e) => toastError(errorMessage(e, 'Belgeler yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [path]);
  if (!documents) return null;

  const upload = async () => {
    // The server checks all of this again; here a wrong file is said before it is sent.
    if (!file) return toastError(documentMessages.fileMissing);
    if (file.size > MAX_DOCUMENT_BYTES) return toastError(documentMessages.tooLarge);
    if (!title.trim()) return toastError('Belge başlığı zorunludur');
    const form = new FormData();
    form.set('kind', kind);
    form.set('title', title.trim());
    form.set('file', file);
    setBusy(true);
    try {
      const added = (await (await apiForm('POST', path, form)).json()) as ProductDocumentView;
      setDocuments([...documents, added]);
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toastSuccess('Belge yüklendi');
    } catch (e) {
      toastError(errorMessage(e, 'Belge yüklenemedi'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (d: ProductDocumentView) => {
    try {
      await apiRequest('DELETE', `${path}/${d.id}`);
      setDocuments(documents.filter((x) => x.id !== d.id));
      toastSuccess('Belge silindi');
    } catch (e) {
      toastError(errorMessage(e, 'Belge silinemedi'));
    }
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="documents-editor">
      <legend className="px-1 text-sm font-semibold">Belgeler</legend>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-500">Henüz belge yok. Teknik föy, sertifika veya kılavuz ekleyebilirsiniz.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">{documentKindLabels[d.kind]}</span>
              <a href={d.url} className="text-brand-700 min-w-0 flex-1 truncate underline" download>
                {d.title}
              </a>
              <span className="text-slate-500">{documentSizeLabel(d.sizeBytes)}</span>
              <button
                type="button"
                className={btn.danger}
                aria-label={`Belgeyi sil: ${d.title}`}
                onClick={() => setDeleting(d)}
              >
                Sil
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <Field label="Belge türü">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={kind}
              onChange={(e) => setKind(e.target.value as DocumentKind)}
            >
              {DOCUMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {documentKindLabels[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField label="Belge başlığı" value={title} maxLength={150} onValue={setTitle} />
        <Field label="PDF dosyası" hint={`En fazla ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`}>
          {(id) => (
            <input
              id={id}
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              className="mt-1 block w-full text-sm"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      </div>
      <button type="button" className={`${btn.small} mt-3`} disabled={busy} onClick={() => void upload()}>
        {busy ? 'Yükleniyor...' : 'Belgeyi Yükle'}
      </button>
      <ConfirmDialog
        message={deleting ? `'${deleting.title}' belgesi silinecek.` : null}
        onConfirm={() => remove(deleting!)}
        onClose={() => setDeleting(null)}
      />
    </fieldset>
  );
}
