import type { Db } from '#db/connection.ts';
import type { PageContent } from '../../schemas/content.ts';
import type { Row } from '#db/tables.ts';

// The company pages (misyon, vizyon, sirket), shaped as the spec names them; the build
// snapshot and the public API share these reads.

export async function listPages(sql: Db): Promise<PageContent[]> {
  const rows = await sql<Row<'pages', 'slug' | 'title' | 'content' | 'updated_at'>[]>`SELECT slug, title, content, updated_at FROM pages ORDER BY slug`;
  return rows.map((p) => ({ slug: p.slug, title: p.title, content: p.content, updatedAt: iso(p.updated_at) }));
}

export async function getPage(sql: Db, slug: string): Promise<PageContent | null> {
  const [p] = await sql<Row<'pages', 'slug' | 'title' | 'content' | 'updated_at'>[]>`SELECT slug, title, content, updated_at FROM pages WHERE slug = ${slug}`;
  return p ? { slug: p.slug, title: p.title, content: p.content, updatedAt: iso(p.updated_at) } : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
