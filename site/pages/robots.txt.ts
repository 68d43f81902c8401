import type { APIRoute } from 'astro';

// Admin, checkout, carts, order pages, shared lists and the API stay out of search engines.
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /sepet',
      'Disallow: /cart',
      'Disallow: /siparis/',
      'Disallow: /liste/',
      'Disallow: /order-success',
      'Disallow: /order-failed',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
