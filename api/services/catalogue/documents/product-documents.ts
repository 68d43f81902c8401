import type { Db, NoRows, Sql } from '#db/connection.ts';
import { notFound } from '#api/core/errors.ts';
import type { UploadStore } from '#api/storage/upload-store.ts';
import { withUploads } from '#api/storage/upload-batch.ts';
import { productMessages } from '#api/schemas/admin-products.ts';
import { requireProduct } from '../product-exists.ts';
import {
  documentMessages as m,
  documentUrl,
  MAX_DOCUMENT_BYTES,
  type DocumentForm,
  type DocumentKind,
  type ProductDocumentView,
} from '#api/schemas/product-documents.ts';

// A product's documents (decision 0380): the PDF in the upload store under its content hash
// (`files/<hash>.pdf`, as catalogues keep theirs), the row naming it with its kind and title.
// Writes fire catalogue_version_documents, so the product's cached page shows them at once.
// A deleted row leaves its file to the daily sweep (api/jobs/unused-uploads.ts), which keeps
// it while another row names the same file.

const DOCUMENT_PDF = { maxBytes: MAX_DOCUMENT_BYTES, tooLarge: m.tooLarge, notPdf: m.notPdf };

interface DocumentRow {
  id: number;
  kind: DocumentKind;
  title: string;
  size_bytes: number;
}

const toView = (r: DocumentRow): ProductDocumentView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  url: documentUrl(r.id),
  sizeBytes: r.size_bytes,
});

/** Stores the PDF (checked by its bytes and size first), then its row; a failure leaves no new file. */
export async function addProductDocument(
  sql: Sql,
  store: UploadStore,
  productId: number,
  form: DocumentForm,
  file: File,
): Promise<ProductDocumentView> {
  await requireProduct(sql, productId);
  return withUploads(store, async (batch) => {
    const stored = await batch.pdf(file, DOCUMENT_PDF);
    const [row] = await sql<DocumentRow[]>`
      INSERT INTO product_documents (product_id, kind, title, file_key, size_bytes)
      SELECT ${productId}::int, ${form.kind}::text, ${form.title}::text, ${stored.key}::text, ${file.size}::int
      WHERE EXISTS (SELECT 1 FROM products WHERE id = ${productId})
      RETURNING id, kind, title, size_bytes`;
    // The product went meanwhile: the batch removes the file it wrote.
    if (!row) throw notFound(productMessages.notFound);
    return toView(row);
  });
}

/** The documents of an existing product (404 otherwise), for the admin's editor. */
export async function documentsOfProduct(sql: Sql, productId: number): Promise<ProductDocumentView[]> {
  await requireProduct(sql, productId);
  return productDocuments(sql, productId);
}

export async function deleteProductDocument(sql: Sql, productId: number, documentId: number): Promise<void> {
  const gone = await sql<NoRows>`DELETE FROM product_documents WHERE id = ${documentId} AND product_id = ${productId}`;
  if (gone.count === 0) throw notFound(m.notFound);
}

/** A product's documents in upload order (the admin's view; product answers read them in SQL too). */
export async function productDocuments(sql: Db, productId: number): Promise<ProductDocumentView[]> {
  const rows = await sql<DocumentRow[]>`
    SELECT id, kind, title, size_bytes FROM product_documents WHERE product_id = ${productId} ORDER BY id`;
  return rows.map(toView);
}

/** A document of an active product with its bytes, or null (none, an inactive product's, or its file gone). */
export async function readProductDocument(
  sql: Sql,
  store: UploadStore,
  documentId: number,
): Promise<{ title: string; body: Buffer } | null> {
  const [row] = await sql<{ title: string; file_key: string }[]>`
    SELECT d.title, d.file_key FROM product_documents d JOIN products p ON p.id = d.product_id
    WHERE d.id = ${documentId} AND p.is_active`;
  if (!row) return null;
  const body = await store.getItemRaw(row.file_key);
  if (!body) return null;
  return { title: row.title, body: Buffer.isBuffer(body) ? body : Buffer.from(body) };
}
