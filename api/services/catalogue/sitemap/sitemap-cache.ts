import type { Sql } from '#db/connection.ts';
import { sitemapEntries, sitemapKey } from './sitemap-entries.ts';
import { sitemapFiles, SITEMAP_URLS_PER_FILE } from './sitemap-xml.ts';

export interface SitemapCache {
  /** File n of the sitemap (0: /sitemap.xml), or null when there is no such part. */
  file(n: number): Promise<string | null>;
}

/**
 * The sitemap made once per catalogue version and published build, on demand: a product edit
 * shows at the next request without a site rebuild. Requests arriving while it is made share
 * that one read.
 */
export function createSitemapCache(sql: Sql, siteUrl: string, perFile = SITEMAP_URLS_PER_FILE): SitemapCache {
  let cached: { key: string; files: string[] } | null = null;
  let making: { key: string; files: Promise<string[]> } | null = null;

  async function files(): Promise<string[]> {
    const key = await sitemapKey(sql);
    if (cached?.key === key) return cached.files;
    let job = making;
    if (job?.key !== key) {
      const made = { key, files: sitemapEntries(sql).then((entries) => sitemapFiles(entries, siteUrl, perFile)) };
      job = making = made;
      made.files.then(
        (files) => {
          if (making === made) [cached, making] = [{ key, files }, null];
        },
        () => {
          if (making === made) making = null;
        },
      );
    }
    return job.files;
  }

  return {
    async file(n) {
      return (await files())[n] ?? null;
    },
  };
}
