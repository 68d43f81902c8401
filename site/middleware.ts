import { defineMiddleware } from 'astro:middleware';

// The server keeps a catalogue page's HTML by what it shows (api/http/catalogue-page-html.ts):
// when it asks, the rendered page is handed back to it as text, and sent as the gzip it answers.
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const keep = context.locals.keepHtml;
  if (!keep || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const gz = keep(response.status, html);
  if (!gz) return new Response(html, { status: response.status, headers: response.headers });
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.set('vary', 'Accept-Encoding');
  headers.delete('content-length');
  return new Response(gz, { status: response.status, headers });
});
