import type { APIRoute } from 'astro';
import { loadContent } from '../lib/content';

// The public pages a search engine should know; content pages carry their last edit.
const PATHS = [
  '/',
  '/urunler',
  '/hizli-siparis',
  '/misyon',
  '/vizyon',
  '/sirket',
  '/kataloglar',
  '/referanslar',
  '/iletisim',
  '/kvkk',
];

export const GET: APIRoute = ({ site }) => {
  const content = loadContent();
  const pageEdits = Object.fromEntries(content.pages.map((p) => [`/${p.slug}`, p.updatedAt]));
  const urls = PATHS.map((path) => {
    const lastmod = pageEdits[path] ?? content.generatedAt;
    return `  <url><loc>${new URL(path, site).href}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
