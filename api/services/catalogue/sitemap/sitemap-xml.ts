import { xmlText } from '#api/shared/xml-text.ts';
import type { SitemapEntry } from './sitemap-entries.ts';

// The sitemap protocol (sitemaps.org): at most 50,000 addresses per file; past that, /sitemap.xml
// is an index naming /sitemap-1.xml, /sitemap-2.xml… each holding one slice.

export const SITEMAP_URLS_PER_FILE = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** W3C datetime to the second, as the protocol's lastmod takes it. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function urlset(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    (e) => `<url><loc>${xmlText(new URL(e.path, siteUrl).href)}</loc><lastmod>${w3c(e.lastmod)}</lastmod></url>\n`,
  );
  return `${DECLARATION}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`;
}

/**
 * The sitemap's files: [0] is /sitemap.xml, [n] is /sitemap-n.xml. Up to `perFile` addresses it
 * is one urlset; past it, an index whose parts are urlsets of `perFile` addresses at most.
 */
export function sitemapFiles(entries: SitemapEntry[], siteUrl: string, perFile = SITEMAP_URLS_PER_FILE): string[] {
  if (entries.length <= perFile) return [urlset(entries, siteUrl)];
  const parts: string[] = [];
  const changed: Date[] = [];
  for (let start = 0; start < entries.length; start += perFile) {
    const slice = entries.slice(start, start + perFile);
    parts.push(urlset(slice, siteUrl));
    changed.push(new Date(Math.max(...slice.map((e) => e.lastmod.getTime()))));
  }
  const index = parts.map(
    (_, i) =>
      `<sitemap><loc>${xmlText(new URL(sitemapPartPath(i + 1), siteUrl).href)}</loc><lastmod>${w3c(changed[i]!)}</lastmod></sitemap>\n`,
  );
  return [`${DECLARATION}<sitemapindex xmlns="${NS}">\n${index.join('')}</sitemapindex>\n`, ...parts];
}
