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
