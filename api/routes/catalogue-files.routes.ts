import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getQuery, getRouterParam, type H3, type H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { createSitemapCache } from '../services/catalogue/sitemap/sitemap-cache.ts';
import { createFeedFiles } from '../services/catalogue/feeds/feed-files.ts';
import { readFeedState } from '../services/catalogue/feeds/feed-state.ts';
import { assertFeedAccess, feedMessages } from '../services/catalogue/feeds/feed-access.ts';
import { isFeedName } from '../services/catalogue/feeds/feed-formats.ts';

const XML = 'application/xml; charset=utf-8';

/**
 * /sitemap.xml (and its parts past 50,000 addresses) and the shopping feeds under /feeds/,
 * made on demand from the catalogue and cached per catalogue version (decision 0275), so they
 * stay fresh without a site rebuild. api/http/server.ts hands these paths to the API.
 */
export function catalogueFileRoutes(app: H3, ctx: AppContext) {
  const sitemap = createSitemapCache(ctx.sql, ctx.config.siteUrl);
  const feeds = createFeedFiles(ctx.sql, path.join(ctx.config.dataDir, 'feeds'), (name, ms) =>
    ctx.log.info('Ürün akışı hazırlandı', { feed: name, ms: Math.round(ms) }),
  );

  const sitemapAnswer = async (event: H3Event, n: number) => {
    const body = await sitemap.file(n);
    if (body === null) throw notFound('Site haritası bulunamadı');
    // Public, and a crawler may keep it a few minutes (the API's default is no-store).
    event.res.headers.set('cache-control', 'public, max-age=300');
    return new Response(body, { headers: { 'content-type': XML } });
  };
  app.get('/sitemap.xml', (event) => sitemapAnswer(event, 0));
  app.get('/sitemap-:part.xml', (event) => {
    const part = getRouterParam(event, 'part') ?? '';
    if (!/^[1-9]\d{0,5}$/.test(part)) throw notFound('Site haritası bulunamadı');
    return sitemapAnswer(event, Number(part));
  });

  app.get('/feeds/:file', async (event) => {
    const name = /^([a-z-]+)\.xml$/.exec(getRouterParam(event, 'file') ?? '')?.[1] ?? '';
    if (!isFeedName(name)) throw notFound(feedMessages.off);
    const state = await readFeedState(ctx.sql);
    const token = getQuery(event).token;
    assertFeedAccess(state, typeof token === 'string' ? token : null);
    const file = await feeds.file(name, state.cacheKey, { name: state.shopName, siteUrl: ctx.config.siteUrl });
    // Large chunks: each one crosses a web stream, and a feed is tens of megabytes.
    const body = Readable.toWeb(createReadStream(file, { highWaterMark: 1 << 20 })) as ReadableStream<Uint8Array>;
    return new Response(body, { headers: { 'content-type': XML } });
  });
}
