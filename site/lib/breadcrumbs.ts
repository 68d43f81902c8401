// A page's breadcrumb, once for the HTML trail and once as schema.org BreadcrumbList.

export interface Crumb {
  name: string;
  /** The step's path on this site. */
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: new URL(c.path, siteUrl).href,
    })),
  };
}
