import { describe, expect, it } from 'vitest';
import { isDomainError } from '../core/errors.ts';
import { parseId } from './params.ts';

describe('ids in paths', () => {
  it('accepts positive integers that fit a PostgreSQL integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '2147483648', '99999999999'])(
    'treats %j as no such row',
    (raw) => {
      let thrown: unknown;
      try {
        parseId(raw, 'Ürün bulunamadı');
      } catch (error) {
        thrown = error;
      }
      expect(isDomainError(thrown) && thrown.kind === 'not-found' && thrown.message === 'Ürün bulunamadı').toBe(true);
    },
  );

  it('answers a malformed id with `invalid` where the route asks for it; digits out of range stay not found', () => {
    const kindOf = (raw: string) => {
      try {
        parseId(raw, 'Ürün bulunamadı', 'Geçersiz ürün numarası');
      } catch (error) {
        return isDomainError(error) ? `${error.kind}: ${error.message}` : 'other';
      }
      return 'ok';
    };
    expect(kindOf('abc')).toBe('invalid: Geçersiz ürün numarası');
    expect(kindOf('1.5')).toBe('invalid: Geçersiz ürün numarası');
    expect(kindOf('0')).toBe('not-found: Ürün bulunamadı');
    expect(kindOf('9999999999')).toBe('not-found: Ürün bulunamadı');
    expect(kindOf('7')).toBe('ok');
  });
});
