// A cart's chargeable figure (decision 0314), kept in integer grams so band limits compare
// exactly: one desi counts as one kilogram, desi = width × length × height / 3000 (cm), a
// line charges max(desi, weight) × quantity and the order the sum of its lines. A product
// without dimensions or weight adds nothing, and a cart with nothing measured is not charged
// (shipping-quote.ts), so an unmeasured catalogue ships as before.

export interface MeasuredLine {
  quantity: number;
  weightKg: string | null;
  widthCm: string | null;
  lengthCm: string | null;
  heightCm: string | null;
}

/** Whole grams (or millimetres) from a decimal column's text, exactly. */
const thousandths = (v: string | null) => (v === null ? 0 : Math.round(Number(v) * 1000));
const tenths = (v: string | null) => (v === null ? 0 : Math.round(Number(v) * 10));

/** One unit's desi in thousandths (grams' worth), rounded up: mm³ / 3000 (as cm³ / 3000 × 1000). */
export function unitDesiGrams(line: Omit<MeasuredLine, 'quantity' | 'weightKg'>): number {
  const mm3 = tenths(line.widthCm) * tenths(line.lengthCm) * tenths(line.heightCm);
  return Math.ceil(mm3 / 3000);
}

/** max(desi, kg) × quantity, in grams. */
export function lineChargeableGrams(line: MeasuredLine): number {
  return Math.max(unitDesiGrams(line), thousandths(line.weightKg)) * line.quantity;
}

export const chargeableGrams = (lines: MeasuredLine[]) => lines.reduce((s, l) => s + lineChargeableGrams(l), 0);

/** Grams as desi with two decimals ('12.50'), rounded up so the shown figure never understates. */
export const gramsAsDesi = (grams: number) => (Math.ceil(grams / 10) / 100).toFixed(2);

/** A band limit or desi setting (≤ two decimals) in grams. */
export const desiAsGrams = (desi: number) => Math.round(desi * 1000);
