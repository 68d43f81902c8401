import { describe, expect, it } from 'vitest';
import { createLogger } from '#api/core/logger.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';

describe('request log (JSON lines in production), ACCESS_LOG=all', () => {
  const shop = useShopUnderTest('pglite', { ACCESS_LOG: 'all' });

  it('writes request id, route pattern, status and duration, and never passwords, tokens or queries', async () => {
    const lines: string[] = [];
    shop.server.ctx.log = createLogger({ level: 'info', format: 'json', write: (line) => lines.push(line) });
    const password = 'cok-gizli-sifre-9876';
    const token = 'abcdefghijklmnopqrstuvwxyz234567';
    const login = await fetch(`${shop.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kimse', password }),
    });
    expect(login.status).toBe(401);
    await fetch(`${shop.server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${shop.server.url}/api/products?search=kart-numarasi-5528790000000008`);
    await new Promise((r) => setTimeout(r, 50));

    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.message === 'İstek');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({
      time: expect.any(String),
      level: 'info',
      message: 'İstek',
      requestId: login.headers.get('x-request-id'),
      method: 'POST',
      route: '/api/auth/login',
      status: 401,
      durationMs: expect.any(Number),
    });
    expect(entries.map((e) => e.route)).toEqual(['/api/auth/login', '/api/auth/user', '/api/products']);
    const all = lines.join('\n');
    for (const secret of [password, token, '5528790000000008', 'Bearer']) expect(all).not.toContain(secret);
  });
});

describe('request log by default (ACCESS_LOG=problems)', () => {
  const shop = useShopUnderTest('pglite');

  it('writes only the answers an operator must look at: a refusal for too many requests, not the ordinary ones', async () => {
    const lines: string[] = [];
    shop.server.ctx.log = createLogger({ level: 'info', format: 'json', write: (line) => lines.push(line) });
    await fetch(`${shop.server.url}/api/products`);
    await fetch(`${shop.server.url}/api/auth/user`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${shop.server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.message === 'İstek');
    expect(entries.map((e) => [e.route, e.status])).toEqual([['/api/contact', 429]]);
  });
});
