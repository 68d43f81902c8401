import type { Db } from './db.ts';
import type { CatalogContent, PageContent, ReferenceContent } from '../../schemas/content.ts';

// The public reads of the company content, shaped as the spec names them; the
// build snapshot and the public API share them.

export async function listPages(sql: Db): Promise<PageContent[]> {
  const rows = await sql`SELECT slug, title, content, updated_at FROM pages ORDER BY slug`;
  return rows.map((p) => ({ slug: p.slug, title: p.title, content: p.content, updatedAt: iso(p.updated_at) }));
}

export async function getPage(sql: Db, slug: string): Promise<PageContent | null> {
  const [p] = await sql`SELECT slug, title, content, updated_at FROM pages WHERE slug = ${slug}`;
  return p ? { slug: p.slug, title: p.title, content: p.content, updatedAt: iso(p.updated_at) } : null;
}

/** Every catalogue, newest first; the site shows inactive ones as 'Beklemede'. */
export async function listCatalogs(sql: Db): Promise<CatalogContent[]> {
  const rows = await sql`
    SELECT id, title, description, image_url, file_url, file_path, is_active, updated_at
    FROM catalogs ORDER BY updated_at DESC, id DESC`;
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    imageUrl: c.image_url,
    fileUrl: c.file_url,
    filePath: c.file_path,
    isActive: c.is_active,
    updatedAt: iso(c.updated_at),
  }));
}

/** Every reference in the admin's order, with its isActive flag (the site shows active ones). */
export async function listReferences(sql: Db): Promise<ReferenceContent[]> {
  const rows = await sql`
    SELECT id, company_name, logo_url, description, testimonial, contact_person, is_active
    FROM company_references ORDER BY sort_order, id`;
  return rows.map((r) => ({
    id: r.id,
    companyName: r.company_name,
    logoUrl: r.logo_url,
    description: r.description,
    testimonial: r.testimonial,
    contactPerson: r.contact_person,
    isActive: r.is_active,
  }));
}

const iso = (value: Date | string) => new Date(value).toISOString();
