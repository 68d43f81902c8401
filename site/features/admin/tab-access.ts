import { roleMayCall, type AdminRole } from '#api/shared/admin-roles.ts';
import { ADMIN_TABS, type AdminTab } from './admin-store';

// Which admin tabs a staff member sees: a tab shows when the role table (api/shared/admin-roles.ts)
// lets the role call the route the tab opens with, so the panel and the API never disagree. Hiding
// is a courtesy; the API refuses the rest whatever the panel shows.
const OPENING_ROUTE: Record<AdminTab, string> = {
  dashboard: '/api/admin/dashboard',
  orders: '/api/admin/orders',
  customers: '/api/admin/customers',
  quotes: '/api/admin/quotes',
  invoices: '/api/admin/invoices',
  promotions: '/api/admin/promotions',
  products: '/api/admin/products/table',
  categories: '/api/admin/categories',
  'homepage-texts': '/api/settings/:key',
  catalogs: '/api/admin/catalogs',
  references: '/api/admin/references',
  contacts: '/api/admin/contacts',
  settings: '/api/admin/shipping',
  channels: '/api/admin/channels/trendyol',
  returns: '/api/admin/returns',
};

/** The homepage texts tab writes one of its keys; any will do to ask the table. */
const SAMPLE_PARAMS = { key: 'hero_main_title' };

export function mayOpenTab(role: AdminRole | null | undefined, tab: string): boolean {
  const route = OPENING_ROUTE[tab as AdminTab];
  // A tab added without a line here is the owner's until someone decides.
  if (!route) return role === 'owner';
  const method = tab === 'homepage-texts' ? 'PUT' : 'GET';
  return roleMayCall(role ?? null, method, route, SAMPLE_PARAMS);
}

/** The first tab the role may open: where the panel starts when the default is not theirs. */
export const firstTab = (role: AdminRole | null | undefined): AdminTab | undefined =>
  ADMIN_TABS.find((t) => mayOpenTab(role, t.id))?.id;
