import { describe, expect, it } from 'vitest';
import { roleMayCall, roleRuleOf } from './admin-roles.ts';

// The role table's reading rules; which routes exist is checked against the app in
// tests/integration/admin/role-table.test.ts.

describe('the role table', () => {
  it('gives the routes other helpers are adding to the roles the issue names', () => {
    const cases: [string, string, string[]][] = [
      ['GET', '/api/admin/returns', ['orders']],
      ['POST', '/api/admin/returns/:id/decision', ['orders']],
      ['PUT', '/api/admin/products/:id/documents', ['catalogue']],
      ['DELETE', '/api/admin/products/:id/relations/:relatedId', ['catalogue']],
      ['POST', '/api/admin/catalogue/bmecat', ['catalogue']],
      ['POST', '/api/admin/channels/trendyol/sync', ['catalogue']],
      ['POST', '/api/admin/orders/:id/shipment', ['orders']],
      ['GET', '/api/admin/orders/:id/shipment/label.pdf', ['orders']],
      ['POST', '/api/admin/orders/:id/correction', ['orders']],
    ];
    for (const [method, route, roles] of cases) {
      for (const role of ['orders', 'catalogue'] as const)
        expect(roleMayCall(role, method, route), `${role} ${method} ${route}`).toBe(roles.includes(role));
      expect(roleMayCall('owner', method, route)).toBe(true);
    }
  });

  it('leaves an unlisted route to the owner, and nobody without a role through', () => {
    expect(roleRuleOf('GET', '/api/admin/webhooks')).toBeUndefined();
    expect(roleMayCall('orders', 'GET', '/api/admin/webhooks')).toBe(false);
    expect(roleMayCall('catalogue', 'GET', '/api/admin/webhooks')).toBe(false);
    expect(roleMayCall('owner', 'GET', '/api/admin/webhooks')).toBe(true);
    expect(roleMayCall(null, 'GET', '/api/admin/orders')).toBe(false);
  });

  it('lets the narrower line win and matches parameters by place, not by name', () => {
    expect(roleMayCall('orders', 'GET', '/api/admin/customers/:key')).toBe(true);
    expect(roleMayCall('orders', 'PUT', '/api/admin/customers/:userId/price-group')).toBe(false);
    expect(roleMayCall('orders', 'GET', '/api/admin/products')).toBe(true);
    expect(roleMayCall('orders', 'HEAD', '/api/admin/products')).toBe(true);
    expect(roleMayCall('orders', 'POST', '/api/admin/products')).toBe(false);
    expect(roleMayCall('orders', 'GET', '/api/admin/ordersx')).toBe(false);
  });

  it('lets the catalogue write the homepage texts and no other setting', () => {
    expect(roleMayCall('catalogue', 'PUT', '/api/settings/:key', { key: 'hero_main_title' })).toBe(true);
    expect(roleMayCall('catalogue', 'PUT', '/api/settings/:key', { key: 'company_name' })).toBe(false);
    expect(roleMayCall('catalogue', 'PUT', '/api/settings/:key', { key: 'hero%5Fmain_title' })).toBe(false);
    expect(roleMayCall('orders', 'PUT', '/api/settings/:key', { key: 'hero_main_title' })).toBe(false);
  });
});
