import type { Db, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import { withUploads } from '../../storage/upload-batch.ts';
import type { CatalogContent } from '../../schemas/content.ts';
import { catalogMessages as m, type CatalogForm } from '../../schemas/admin-content.ts';
import { notFound } from '../../core/errors.ts';

const COLUMNS = 'id, title, description, image_url, file_url, file_path, is_active, updated_at';
type CatalogRow = Row<'catalogs', 'id' | 'title' | 'description' | 'image_url' | 'file_url' | 'file_path' | 'is_active' | 'updated_at'>;

/** Every catalogue, newest first; the site shows inactive ones as 'Beklemede'. Public API, admin and build snapshot share it. */
export async function listCatalogs(sql: Db): Promise<CatalogContent[]> {
  const rows = await sql<CatalogRow[]>`SELECT ${sql.unsafe(COLUMNS)} FROM catalogs ORDER BY updated_at DESC, id DESC`;
  return rows.map(toCatalog);
}

/** Creates or updates a catalogue; a new PDF (checked by content) replaces the old one, otherwise the old one stays. */
export async function saveCatalog(sql: Sql, store: UploadStore, input: { id?: number; form: CatalogForm; file: File | null }): Promise<CatalogContent> {
  const { id, form } = input;
  if (id !== undefined) {
    const [current] = await sql<{ found: number }[]>`SELECT 1 AS found FROM catalogs WHERE id = ${id}`;
    if (!current) throw notFound(m.notFound);
  }
  return withUploads(store, async (batch) => {
    const pdf = input.file ? await batch.pdf(input.file) : null;
    const values: Record<string, unknown> = { title: form.title, description: form.description, image_url: form.imageUrl, is_active: form.isActive };
    if (pdf) Object.assign(values, { file_url: pdf.url, file_path: pdf.key });
    else if (form.removeFile) Object.assign(values, { file_url: null, file_path: null });
    const [row] = id === undefined
      ? await sql<CatalogRow[]>`INSERT INTO catalogs ${sql(values)} RETURNING ${sql.unsafe(COLUMNS)}`
      : await sql<CatalogRow[]>`UPDATE catalogs SET ${sql(values)}, updated_at = now() WHERE id = ${id} RETURNING ${sql.unsafe(COLUMNS)}`;
    if (!row) throw notFound(m.notFound); // deleted meanwhile: the batch removes the PDF
    return toCatalog(row);
  });
}

export async function deleteCatalog(sql: Sql, id: number): Promise<void> {
  const deleted = await sql<{ id: number }[]>`DELETE FROM catalogs WHERE id = ${id} RETURNING id`;
  if (!deleted.length) throw notFound(m.notFound);
}

function toCatalog(r: CatalogRow): CatalogContent {
  return {
    id: r.id, title: r.title, description: r.description, imageUrl: r.image_url, fileUrl: r.file_url,
    filePath: r.file_path, isActive: r.is_active, updatedAt: new Date(r.updated_at).toISOString(),
  };
}
