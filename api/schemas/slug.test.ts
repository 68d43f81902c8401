import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify, uniqueSlug } from './slug.ts';

describe('slugify (spec rule)', () => {
  it('folds Turkish letters of both cases', () => {
    expect(slugify('Işık Çağrı Güç Şalter Ölçü')).toBe('isik-cagri-guc-salter-olcu');
    expect(slugify('İZOLASYON')).toBe('izolasyon');
  });

  it('removes other characters and joins whitespace runs with one hyphen', () => {
    expect(slugify('NYM Kablo 3x2.5 mm²')).toBe('nym-kablo-3x25-mm2');
    expect(slugify('  Priz -- & Anahtar  ')).toBe('priz-anahtar');
    expect(slugify('a\t\n b')).toBe('a-b');
  });

  it('always gives a slug the database accepts (or an empty one)', () => {
    for (const text of ['Kablo ', '-x-', 'Otomatik Sigorta (C16)', '%%%']) {
      const slug = slugify(text);
      expect(slug === '' || SLUG_PATTERN.test(slug), text).toBe(true);
    }
  });

  it('numbers clashing slugs', () => {
    const taken = new Set<string>();
    expect(uniqueSlug('Kablo', taken)).toBe('kablo');
    expect(uniqueSlug('kablo', taken)).toBe('kablo-2');
  });
});
