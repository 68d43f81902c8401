import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { SiteBuild } from '../publish/site-holder.ts';
import type { CataloguePages } from '../schemas/catalogue-pages.ts';
import { productPath } from '../shared/catalogue-paths.ts';

/** Rendered HTML of a catalogue page and its gzip. */
interface Rendered {
  key: string;
  html: Buffer;
  gz: Buffer;
}

/** What the on-demand pages find in `Astro.locals` (site/env.d.ts). */
export interface PageLocals {
  catalogue: CataloguePages;
  /**
   * Set when the server wants the page's HTML kept (site/middleware.ts hands it back); answers
   * the gzip to send instead when the request accepts one.
   */
  keepHtml?: (status: number, html: string) => Uint8Array<ArrayBuffer> | undefined;
}

/**
 * The product and category pages (/urun/{slug}, /kategori/{slug}) in front of Astro. The page's
 * data comes from the catalogue page cache with a key naming what it shows; the HTML Astro made
 * for the same key is sent again without rendering (decision 0270), so a page costs one small
 * statement while the catalogue and its stock stand still. Unknown products get the 404 page and
 * former slugs a 301 straight from here. Kept per build: a republish renders anew.
 */
export function createCataloguePageServer(pages: CataloguePages, maxPages = 300) {
  const htmlByBuild = new WeakMap<SiteBuild, Map<string, Rendered>>();

  function keep(build: SiteBuild, path: string, entry: Rendered) {
    let map = htmlByBuild.get(build);
    if (!map) htmlByBuild.set(build, (map = new Map()));
    map.delete(path);
    map.set(path, entry);
    if (map.size > maxPages) map.delete(map.keys().next().value!);
  }

  /** Answers the request when it is a catalogue page; false leaves it to the rest of the site. */
  return async function serveCataloguePage(
    req: IncomingMessage,
    res: ServerResponse,
    build: SiteBuild,
    path: string,
    render: (locals: PageLocals) => Promise<void> | void,
    notFound: () => Promise<void>,
  ): Promise<boolean> {
    const match = /^\/(urun|kategori)\/([^]+)$/.exec(path);
    if (!match || !build.ssr || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const [, kind, rest] = match as unknown as [string, 'urun' | 'kategori', string];
    // Anything outside the slug alphabet ('..%2fadmin', a CR LF) names no page: the 404 page here,
    // never Astro's page without its data (that was a 500 with a stack trace).
    const slug = /^([a-z0-9-]+)\/?$/.exec(rest)?.[1];
    if (slug === undefined) return (await notFound(), true);
    let key: string;
    let catalogue: CataloguePages;
    if (kind === 'urun') {
      const answer = await pages.product(slug);
      if (answer.kind === 'missing') return (await notFound(), true);
      if (answer.kind === 'moved') {
        res.writeHead(301, { location: productPath(answer.slug) }).end();
        return true;
      }
      key = answer.key;
      catalogue = { ...pages, product: async (s) => (s === slug ? answer : pages.product(s)) };
    } else {
      const answer = await pages.category(slug);
      if (!answer) return (await notFound(), true);
      key = answer.key;
      catalogue = { ...pages, category: async (s) => (s === slug ? answer : pages.category(s)) };
    }
    const pageKey = `/${kind}/${slug}`;
    const hit = htmlByBuild.get(build)?.get(pageKey);
    if (hit?.key === key) return (sendHtml(req, res, hit), true);
    await render({
      catalogue,
      // The first answer is compressed too: a visitor who meets a page first (a cold server, a
      // changed price) would otherwise wait for all of its HTML (bench/lighthouse.ts, 0327). A
      // page's gzip is a millisecond or two, made once per version of it.
      keepHtml: (status, html) => {
        if (status !== 200) return undefined;
        const body = Buffer.from(html);
        const entry = { key, html: body, gz: gzipSync(body, { level: 6 }) };
        keep(build, pageKey, entry);
        return acceptsGzip(req) ? entry.gz : undefined;
      },
    });
    return true;
  };
}

export type CataloguePageServer = ReturnType<typeof createCataloguePageServer>;

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function sendHtml(req: IncomingMessage, res: ServerResponse, page: Rendered) {
  const gz = acceptsGzip(req) ? page.gz : null;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('vary', 'Accept-Encoding');
  if (gz) res.setHeader('content-encoding', 'gzip');
  const body = gz ?? page.html;
  res.setHeader('content-length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}
