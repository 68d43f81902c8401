import type { Sql } from '#db/connection.ts';
import type { UploadStore } from '../storage/upload-store.ts';

export const UNUSED_UPLOAD_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

// Images are stored as img/<hash>-<width>.webp (all widths share the hash), PDFs as files/<hash>.pdf.
const IMAGE_KEY = /^img\/([0-9a-f]+)-\d+\.webp$/;
const REFERENCE = /\/uploads\/(img\/([0-9a-f]+)-\d+\.webp|files\/[0-9a-f]+\.pdf)/g;

/** Every upload address the shop's rows mention: products, their documents, catalogues, references, settings, pages, return photos. */
async function referencedUploads(sql: Sql): Promise<{ hashes: Set<string>; files: Set<string> }> {
  const rows = await sql<{ text: string }[]>`
    SELECT url AS text FROM product_images
    UNION ALL SELECT concat_ws(' ', image_url, file_url, file_path) FROM catalogs
    UNION ALL SELECT file_key FROM product_documents
    UNION ALL SELECT logo_url FROM company_references WHERE logo_url IS NOT NULL
    UNION ALL SELECT value FROM settings WHERE value LIKE '%/uploads/%'
    UNION ALL SELECT content FROM pages WHERE content LIKE '%/uploads/%'
    UNION ALL SELECT array_to_string(photos, ' ') FROM returns WHERE cardinality(photos) > 0`;
  const hashes = new Set<string>();
  const files = new Set<string>();
  for (const { text } of rows) {
    for (const match of text.matchAll(REFERENCE)) {
      if (match[2]) hashes.add(match[2]);
      else files.add(match[1]!);
    }
    // A catalogue keeps its PDF's key without the /uploads/ prefix too; a product document only so.
    for (const key of text.match(/(?:^|\s)(files\/[0-9a-f]+\.pdf)/g) ?? []) files.add(key.trim());
  }
  return { hashes, files };
}

/**
 * The daily sweep: an upload nothing refers to is noted with the time it was first seen
 * unused; once unused for the grace period (an abandoned form, a replaced logo, a deleted
 * product) it is removed. Uploads used again in the meantime are forgiven.
 */
export async function sweepUnusedUploads(
  sql: Sql,
  store: UploadStore,
  now = new Date(),
  graceMs = UNUSED_UPLOAD_GRACE_MS,
) {
  const { hashes, files } = await referencedUploads(sql);
  // unstorage separates key segments with ':'.
  const keys = (await store.getKeys())
    .map((k) => k.replaceAll(':', '/'))
    .filter((k) => k.startsWith('img/') || k.startsWith('files/'));
  const unused = keys.filter((k) => {
    const hash = IMAGE_KEY.exec(k)?.[1];
    return hash ? !hashes.has(hash) : !files.has(k);
  });
  await sql`DELETE FROM unused_uploads WHERE NOT (key = ANY(${unused}::text[]))`;
  await sql`INSERT INTO unused_uploads (key, unused_since) SELECT unnest(${unused}::text[]), ${now} ON CONFLICT (key) DO NOTHING`;
  const due = await sql<
    { key: string }[]
  >`SELECT key FROM unused_uploads WHERE unused_since <= ${new Date(now.getTime() - graceMs)}`;
  for (const { key } of due) {
    await store.removeItem(key);
    await sql`DELETE FROM unused_uploads WHERE key = ${key}`;
  }
  return { unused: unused.length, removed: due.length };
}
