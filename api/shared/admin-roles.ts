import { HOMEPAGE_TEXT_KEYS } from '../schemas/admin-settings.ts';

// Who of the staff may call which admin route (issue 50, decision 0397): the one table the API's
// guard (api/auth/roles.ts) reads, and the admin panel too, to hide the tabs a role cannot use.
// The owner may do everything; a route no entry names is the owner's alone, so a route added
// without an entry is closed to the other roles until someone decides (tests/integration/admin/
// role-table.test.ts fails on such a route). Entries are matched against the pattern the route
// was registered with (the router's choice, never the raw path), the first match wins, so the
// narrower entries of a resource stand before its `**`. A `:name` segment matches any parameter.

export const ADMIN_ROLES = ['owner', 'orders', 'catalogue'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Sahip (tüm yetkiler)',
  orders: 'Sipariş sorumlusu',
  catalogue: 'Katalog sorumlusu',
};

/** The roles besides the owner; `[]` says "the owner only" out loud. */
type Staff = readonly Exclude<AdminRole, 'owner'>[];
const ORDERS: Staff = ['orders'];
const CATALOGUE: Staff = ['catalogue'];
const STAFF: Staff = ['orders', 'catalogue'];
const OWNER: Staff = [];

export interface RoleRule {
  /** 'GET', 'POST', … or '*' for every method. */
  method: string;
  /** The route's pattern; `**` stands for the rest of the path. */
  route: string;
  roles: Staff;
  /** Allowed only when each named router parameter is one of these values. */
  params?: Record<string, readonly string[]>;
}

const rule = (method: string, route: string, roles: Staff, params?: RoleRule['params']): RoleRule => ({
  method,
  route,
  roles,
  ...(params ? { params } : {}),
});

export const ROLE_TABLE: readonly RoleRule[] = [
  // Staff and settings: the owner's.
  rule('*', '/api/admin/users/**', OWNER),
  rule('*', '/api/admin/users', OWNER),
  // Company data, logo, VAT and the rest are the owner's; reading them is everyone's (the panels show them).
  rule('GET', '/api/admin/settings', STAFF),
  rule('*', '/api/admin/settings', OWNER),
  rule('*', '/api/admin/shipping', OWNER),
  // Homepage texts are content; every other key stays the owner's.
  rule('PUT', '/api/settings/:key', CATALOGUE, { key: HOMEPAGE_TEXT_KEYS }),
  rule('*', '/api/settings/**', OWNER),

  // Orders, returns, customers, invoices, quotes: the 'orders' role.
  rule('*', '/api/admin/orders/**', ORDERS),
  rule('*', '/api/admin/orders', ORDERS),
  rule('GET', '/api/admin/orders-export', ORDERS),
  rule('GET', '/api/admin/orders-export.xlsx', ORDERS),
  // Which carrier 'Kargo etiketi oluştur' talks to (decision 0402): the orders panel asks.
  rule('GET', '/api/admin/carrier', ORDERS),
  rule('*', '/api/admin/returns/**', ORDERS),
  rule('*', '/api/admin/returns', ORDERS),
  rule('*', '/api/admin/invoices/**', ORDERS),
  rule('*', '/api/admin/invoices', ORDERS),
  rule('*', '/api/admin/quotes/**', ORDERS),
  rule('*', '/api/admin/quotes', ORDERS),
  // A customer's price group and credit terms decide prices and risk: the owner's.
  rule('*', '/api/admin/customers/:id/price-group', OWNER),
  rule('*', '/api/admin/customers/:id/account-terms', OWNER),
  rule('*', '/api/admin/customers/**', ORDERS),
  rule('*', '/api/admin/customers', ORDERS),
  rule('*', '/api/admin/trade-applications/**', ORDERS),
  rule('*', '/api/admin/trade-applications', ORDERS),
  rule('*', '/api/admin/contacts/**', ORDERS),
  rule('*', '/api/admin/contacts', ORDERS),
  rule('GET', '/api/admin/dashboard', ORDERS),
  rule('GET', '/api/admin/reports/**', ORDERS),

  // Products, categories, prices, content: the 'catalogue' role.
  // The quote form looks products up by name, so the list is readable by orders staff too.
  rule('GET', '/api/admin/products', STAFF),
  rule('*', '/api/admin/products/**', CATALOGUE),
  rule('*', '/api/admin/products', CATALOGUE),
  rule('*', '/api/admin/catalogue/**', CATALOGUE),
  rule('*', '/api/admin/categories/**', CATALOGUE),
  rule('*', '/api/admin/categories', CATALOGUE),
  rule('*', '/api/admin/attributes/**', CATALOGUE),
  rule('*', '/api/admin/attributes', CATALOGUE),
  // The customers panel names the groups when it shows a customer's.
  rule('GET', '/api/admin/price-groups', STAFF),
  rule('*', '/api/admin/price-groups/**', CATALOGUE),
  rule('*', '/api/admin/price-groups', CATALOGUE),
  rule('*', '/api/admin/promotions/**', CATALOGUE),
  rule('*', '/api/admin/promotions', CATALOGUE),
  rule('GET', '/api/admin/stock-alerts', STAFF),
  rule('*', '/api/admin/channels/**', CATALOGUE),
  rule('*', '/api/admin/catalogs/**', CATALOGUE),
  rule('*', '/api/admin/catalogs', CATALOGUE),
  rule('*', '/api/admin/references/**', CATALOGUE),
  rule('*', '/api/admin/references', CATALOGUE),
  rule('*', '/api/admin/uploads/**', CATALOGUE),
  rule('*', '/api/admin/publish', CATALOGUE),
];

/** Route parameters' names do not matter: `/customers/:key` and `/customers/:id` are one shape. */
const shapeOf = (route: string) => route.replace(/\/:[^/]+/g, '/:');

function routeMatches(pattern: string, route: string): boolean {
  const p = shapeOf(pattern);
  const r = shapeOf(route);
  return p.endsWith('/**') ? r.startsWith(p.slice(0, -2)) : p === r;
}

/** The table's entry for a route (its registered pattern), or undefined: then only the owner. */
export function roleRuleOf(method: string, route: string): RoleRule | undefined {
  const m = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return ROLE_TABLE.find((r) => (r.method === '*' || r.method === m) && routeMatches(r.route, route));
}

/** Whether a role may call the route; `params` are the router's values for the request. */
export function roleMayCall(
  role: AdminRole | null,
  method: string,
  route: string,
  params: Record<string, string> = {},
): boolean {
  if (role === 'owner') return true;
  if (!role) return false;
  const entry = roleRuleOf(method, route);
  if (!entry?.roles.includes(role)) return false;
  return Object.entries(entry.params ?? {}).every(([name, values]) => values.includes(params[name] ?? ''));
}
