// The content pages a search engine should know, listed first in /sitemap.xml (the catalogue's
// product and category pages follow, api/services/catalogue/sitemap). Admin, cart, checkout and
// order pages stay out (site/pages/robots.txt.ts).
export const INDEXED_PAGES = [
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
] as const;
