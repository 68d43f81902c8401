import { isDomainError } from '#api/core/errors.ts';
import { bmecatMessages as m } from '#api/schemas/bmecat.ts';
import { valueFromText, type AttributeDefinitionRow } from '../attributes/attribute-cells.ts';
import type { BmecatFeature } from './bmecat-read.ts';

export interface MappedFeature {
  attributeId: number;
  stored: { value: string; number: string | null };
}

/**
 * Maps a catalogue's features to the shop's attributes: FNAME as an ETIM feature code (EF…) first,
 * then as an attribute's name or code (Turkish case folded). Nothing is guessed: a feature that
 * matches none, has no single value, a unit other than the attribute's, or a value its rule
 * refuses is reported and left out (decision 0386).
 */
export function featureMapper(definitions: AttributeDefinitionRow[]) {
  const fold = (s: string) => s.trim().toLocaleLowerCase('tr-TR');
  const byEtim = new Map(definitions.flatMap((d) => (d.etimCode ? [[d.etimCode, d]] : [])));
  const byName = new Map<string, AttributeDefinitionRow>();
  for (const d of definitions) {
    byName.set(fold(d.code), d);
    byName.set(fold(d.name), d);
  }
  return (features: BmecatFeature[]): { mapped: MappedFeature[]; problems: string[] } => {
    const mapped: MappedFeature[] = [];
    const problems: string[] = [];
    for (const f of features) {
      const def = byEtim.get(f.name.toUpperCase()) ?? byName.get(fold(f.name));
      if (!def) {
        problems.push(m.unknownFeature(f.name));
        continue;
      }
      if (f.values.length === 0) {
        problems.push(m.noValue(f.name));
        continue;
      }
      if (f.values.length > 1) {
        problems.push(m.manyValues(f.name));
        continue;
      }
      if (f.unit && !sameUnit(f.unit, def)) {
        problems.push(m.unitMismatch(f.name, f.unit, def.unitCode ?? def.unit ?? '—'));
        continue;
      }
      try {
        const stored = valueFromText(def, f.values[0]!);
        if (mapped.some((x) => x.attributeId === def.id)) problems.push(m.manyValues(f.name));
        else mapped.push({ attributeId: def.id, stored });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        problems.push(m.featureValue(f.name, error.message));
      }
    }
    return { mapped, problems };
  };
}

/** FUNIT names the attribute's unit by its UN/ECE code (AMP) or as people write it (A, mm²). */
function sameUnit(unit: string, def: AttributeDefinitionRow): boolean {
  const u = unit.trim().toLowerCase();
  return (
    (def.unitCode !== null && u === def.unitCode.toLowerCase()) || (def.unit !== null && u === def.unit.toLowerCase())
  );
}
