import { createServer, type Server } from 'node:http';
import { toNodeHandler } from 'h3';
import type { AppContext } from '../core/context.ts';
import { createApi } from '../app.ts';
import { serveSite } from './static-site.ts';
import { serveUpload } from './uploads.ts';
import { applyCommonHeaders } from './security-headers.ts';
import { createMetrics } from '../metrics/metrics.ts';
import { accessLogFilter, observeRequest, type RequestSummary } from '../metrics/request-metrics.ts';
import { assignRequestId } from './request-id.ts';
import { answerClientError } from './client-error.ts';
import { createListingCache } from '../services/catalogue/listing/listing-cache.ts';
import { createCataloguePages } from '../services/catalogue/pages/page-cache.ts';
import { createCataloguePageServer } from './catalogue-page-html.ts';

// The sitemap and the shopping feeds follow the catalogue, not the published build: the API makes
// them, and answers every other name under them with its Turkish 404, built site or not.
const CATALOGUE_FILES = /^\/(sitemap(-[^/]*)?\.xml|feeds\/[^/]*)$/i;

/** One server for everything: the API, uploaded files, the static site and Astro's on-demand routes. */
export function createShopServer(ctx: AppContext): Server {
  const metrics = (ctx.metrics ??= createMetrics(ctx.sql));
  const listing = (ctx.listing ??= createListingCache());
  const api = toNodeHandler(createApi(ctx));
  // What the on-demand catalogue pages render from: an in-process call, no HTTP hop (decision 0270).
  const cataloguePages = createCataloguePageServer(createCataloguePages(ctx.sql, listing));
  const paymentOrigins = ctx.config.IYZICO_BASE_URL ? [new URL(ctx.config.IYZICO_BASE_URL).origin] : [];
  const logged = accessLogFilter(ctx.config.ACCESS_LOG);
  const logRequest = (requestId: string) => (summary: RequestSummary) => {
    if (logged(summary)) ctx.log.info('İstek', { requestId, ...summary });
  };
  const server = createServer(async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    applyCommonHeaders(req, res, ctx.config.siteUrl, ctx.config.proxyTrust);
    const requestId = assignRequestId(req, res);
    // A line per answered request that ACCESS_LOG asks for (JSON in production); never the query, headers or body.
    observeRequest(metrics, req, res, pathname, logRequest(requestId));
    try {
      if (CATALOGUE_FILES.test(pathname)) {
        // Matched case-insensitively like the site's pages; the query (a feed's token) is kept as sent.
        req.url = pathname.toLowerCase() + (req.url ?? '').slice(pathname.length);
        if (req.method === 'HEAD') req.method = 'GET';
        return await api(req, res);
      }
      if (/^\/api(\/|$)/i.test(pathname)) {
        // HEAD is GET without the body (a load balancer's HEAD /api/health): the answer was made
        // for a HEAD request, so Node sends its headers and drops the body.
        if (req.method === 'HEAD') req.method = 'GET';
        return await api(req, res);
      }
      if (pathname.startsWith('/uploads/')) return await serveUpload(req, res, ctx.uploads);
      const build = ctx.site.current();
      if (!build) {
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' })
          .end('Site yayına hazırlanıyor');
        return;
      }
      await serveSite(req, res, build, paymentOrigins, cataloguePages);
    } catch (error) {
      ctx.log.error('Sunucu hatası', { method: req.method, url: req.url, error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Sunucu hatası');
    }
  });
  server.on('clientError', answerClientError);
  return server;
}
