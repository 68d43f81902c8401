// A product's documents (issue 47): the kinds with their Turkish labels, the size limit and the
// refusals, shared by the admin editor, the product page and the server.
import { z } from 'zod';
import { MB } from './admin-uploads.ts';
import { requiredText } from './admin-fields.ts';

export const DOCUMENT_KINDS = ['datasheet', 'certificate', 'manual', 'declaration', 'drawing'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  datasheet: 'Teknik Föy',
  certificate: 'Sertifika',
  manual: 'Kullanım Kılavuzu',
  declaration: 'Uygunluk Beyanı',
  drawing: 'Teknik Çizim',
};

export const MAX_DOCUMENT_BYTES = 20 * MB;

export const documentMessages = {
  notFound: 'Belge bulunamadı',
  fileMissing: 'Lütfen bir PDF dosyası seçin',
  oneFile: 'Bir seferde bir belge yüklenebilir',
  notPdf: 'Belge geçerli bir PDF dosyası değil',
  tooLarge: `Belge dosyası ${MAX_DOCUMENT_BYTES / MB} MB'ı aşamaz`,
} as const;

export const MAX_DOCUMENT_TITLE = 150;

export const documentFormSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, {
    error: 'Belge türü Teknik Föy, Sertifika, Kullanım Kılavuzu, Uygunluk Beyanı veya Teknik Çizim olmalıdır',
  }),
  title: requiredText(MAX_DOCUMENT_TITLE, 'Belge başlığı zorunludur', 'Belge başlığı'),
});
export type DocumentForm = z.output<typeof documentFormSchema>;

/** One document as every product answer carries it; `url` serves the PDF under its title. */
export interface ProductDocumentView {
  id: number;
  kind: DocumentKind;
  title: string;
  url: string;
  sizeBytes: number;
}

/** Where a document is served (api/routes/product-documents.routes.ts). */
export const documentUrl = (id: number) => `/api/product-documents/${id}`;

/** '1,2 MB' / '350 KB' as a Turkish reader writes sizes. */
export function documentSizeLabel(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
  return `${(bytes / MB).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}
