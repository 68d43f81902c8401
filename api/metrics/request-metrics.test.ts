import { describe, expect, it } from 'vitest';
import { accessLogFilter, SLOW_REQUEST_MS } from './request-metrics.ts';

const answer = (status: number, durationMs = 3) => ({ method: 'GET', route: '/api/products', status, durationMs });

describe('which answered requests the access log writes', () => {
  it('by default, server errors, refusals for too many requests and slow answers only', () => {
    const problems = accessLogFilter('problems');
    expect([200, 304, 400, 401, 404].map((s) => problems(answer(s)))).toEqual([false, false, false, false, false]);
    expect([500, 503, 429].map((s) => problems(answer(s)))).toEqual([true, true, true]);
    expect(problems(answer(200, SLOW_REQUEST_MS))).toBe(true);
    expect(problems(answer(200, SLOW_REQUEST_MS - 1))).toBe(false);
  });

  it('every one with all, none with off', () => {
    expect(accessLogFilter('all')(answer(200))).toBe(true);
    expect(accessLogFilter('off')(answer(500, 5000))).toBe(false);
  });
});
