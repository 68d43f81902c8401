import { defineMiddleware } from 'astro:middleware';

// The server keeps a catalogue page's HTML by what it shows (api/http/catalogue-page-html.ts):
// when it asks, the rendered page is handed back to it as text.
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const keep = context.locals.keepHtml;
  if (!keep || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  keep(response.status, html);
  return new Response(html, { status: response.status, headers: response.headers });
});
