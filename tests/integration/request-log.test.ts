import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '#api/core/logger.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';

describe.each(runsOn('pglite'))('request log (JSON lines in production), ACCESS_LOG=all (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { ACCESS_LOG: 'all' });

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
    // Each line is written as its answer finishes, which may be just after the client has it.
    const entries = await vi.waitFor(() => {
      const written = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.message === 'İstek');
      expect(written).toHaveLength(3);
      return written;
    });
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

describe.each(runsOn('pglite'))('request log by default (ACCESS_LOG=problems) (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

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
    // The refusal is the last answer: once its line is there, every line that will be is.
    await vi.waitFor(() => expect(lines.at(-1)).toContain('"status":429'));
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.message === 'İstek');
    expect(entries.map((e) => [e.route, e.status])).toEqual([['/api/contact', 429]]);
  });
});
