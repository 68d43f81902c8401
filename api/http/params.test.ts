import { describe, expect, it } from 'vitest';
import { isDomainError } from '../core/errors.ts';
import { parseId } from './params.ts';

describe('ids in paths', () => {
  it('accepts positive integers that fit a PostgreSQL integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '2147483648', '99999999999'])('treats %j as no such row', (raw) => {
    let thrown: unknown;
    try {
      parseId(raw, 'Ürün bulunamadı');
    } catch (error) {
      thrown = error;
    }
    expect(isDomainError(thrown) && thrown.kind === 'not-found' && thrown.message === 'Ürün bulunamadı').toBe(true);
  });
});
