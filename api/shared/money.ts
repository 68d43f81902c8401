// Money is handled in integer kuruş; the wire carries numeric strings ("1234.50").

/** "1234.5" | "1234.50" | 1234.5 → 123450. Throws on anything that is not a non-negative amount. */
export function toKurus(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 123450 → "1234.50" */
export function fromKurus(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`Not kuruş: ${kurus}`);
  return `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** VAT on an amount, rounded half-up to the kuruş. `ratePercent` may have decimals ("18", "20", "1.5"). */
export function vatKurus(netKurus: number, ratePercent: string | number): number {
  const rateBasisPoints = Math.round(Number(ratePercent) * 100);
  return Math.floor((netKurus * rateBasisPoints + 5000) / 10000);
}

const tryFormat = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1234.5" → "₺1.234,50" (tr-TR, two decimals). */
export function formatTRY(amount: string | number): string {
  const kurus = typeof amount === 'number' ? Math.round(amount * 100) : toKurus(amount);
  return tryFormat.format(kurus / 100);
}

/**
 * An amount as the admin types it, the one reading every admin money field shares (decision
 * 0376): '88.529,28', '88529,28', '88529.28', '88 529,28', '₺1.500' all read alike. The comma is
 * Turkish for a decimal point; dots before it group thousands. A dot followed by exactly three
 * digits groups thousands too ('10.000' is ten thousand, as a Turkish owner writes it: an amount
 * never has three decimals), while '88529.28' keeps its decimal point. Returns
 * '88529.28' (two decimals), or null for anything that is not an amount of up to ten digits.
 * `signed` lets a leading minus through (a price change down).
 */
export function parseMoney(typed: string | number, options: { signed?: boolean } = {}): string | null {
  let text = typeof typed === 'number' ? (Number.isFinite(typed) ? typed.toFixed(2) : '') : typed;
  text = text.replace(/[\s\u00a0\u202f₺]/g, '').replace(/TL$/i, '');
  const negative = options.signed === true && text.startsWith('-');
  if (negative) text = text.slice(1);
  let whole: string;
  let cents: string;
  const grouped = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(text) ?? /^(\d{1,3}(?:\.\d{3})+)$/.exec(text);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (grouped) [whole, cents] = [grouped[1]!.replace(/\./g, ''), grouped[2] ?? ''];
  else if (plain) [whole, cents] = [plain[1]!, plain[2] ?? ''];
  else return null;
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return null;
  const normal = `${whole}.${cents.padEnd(2, '0')}`;
  return negative && normal !== '0.00' ? `-${normal}` : normal;
}
