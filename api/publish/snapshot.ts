import type { Sql } from '../../db/connection.ts';
import type { ContentSnapshot } from '../schemas/content.ts';

/** Everything the prerendered pages show, read in one consistent transaction. */
export async function readContentSnapshot(sql: Sql): Promise<ContentSnapshot> {
  return sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const settings = await tx<{ key: string; value: string }[]>`SELECT key, value FROM settings`;
    const pages = await tx`SELECT slug, title, content, updated_at FROM pages ORDER BY slug`;
    const catalogs = await tx`
      SELECT id, title, description, image_url, file_url, file_path, is_active, updated_at
      FROM catalogs ORDER BY updated_at DESC, id DESC`;
    const references = await tx`
      SELECT id, company_name, logo_url, description, testimonial, contact_person, is_active
      FROM company_references ORDER BY sort_order, id`;
    return {
      generatedAt: new Date().toISOString(),
      settings: Object.fromEntries(settings.map((s) => [s.key, s.value])),
      pages: pages.map((p) => ({ slug: p.slug, title: p.title, content: p.content, updatedAt: iso(p.updated_at) })),
      catalogs: catalogs.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        imageUrl: c.image_url,
        fileUrl: c.file_url,
        filePath: c.file_path,
        isActive: c.is_active,
        updatedAt: iso(c.updated_at),
      })),
      references: references.map((r) => ({
        id: r.id,
        companyName: r.company_name,
        logoUrl: r.logo_url,
        description: r.description,
        testimonial: r.testimonial,
        contactPerson: r.contact_person,
        isActive: r.is_active,
      })),
    };
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();
