// How spreadsheet cells are read and written: Turkish decimal commas, evet/hayır.

/**
 * An amount in lira with at most two decimals, as a spreadsheet holds it: '1249,90',
 * '1.249,90', '1249.90', '1,249.90', '₺1.249,90' or a number. A group of exactly three
 * digits after a separator is thousands (amounts never have three decimals).
 */
export function parseAmount(value: string): string | null {
  const text = value.replace(/[\s\u00a0₺]|TL$/gi, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) normal = text.replace(/,/g, '');
  else if (/^\d{1,10}([.,]\d{1,2})?$/.test(text)) normal = text.replace(',', '.');
  else return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  if (whole.replace(/^0+(?=\d)/, '').length > 10) return null;
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

/**
 * A measure of 0 or more with at most `places` decimals ('2,5', '2.5', 2.5), as the database's
 * text of it ('2.500' for three places), else null.
 */
export function parseMeasure(value: string, places: number): string | null {
  const text = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!new RegExp(`^\\d{1,6}(\\.\\d{1,${places}})?$`).test(text)) return null;
  return Number(text).toFixed(places);
}

/** A whole number of at least `min` ('12', '12,0' from a spreadsheet, 12), else null. */
export function parseWholeNumber(value: string, min = 0): number | null {
  const text = value.replace(/[\s\u00a0]/g, '').replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min ? n : null;
}

const YES = new Set(['evet', 'e', 'aktif', 'true', '1', 'yes', 'var']);
const NO = new Set(['hayır', 'hayir', 'h', 'pasif', 'false', '0', 'no', 'yok']);

export function parseFlag(value: string): boolean | null {
  const text = value.trim().toLocaleLowerCase('tr-TR');
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/** '1249.90' → '1249,90': the decimal comma Turkish Excel reads as a number. */
export const formatSheetAmount = (amount: string) => amount.replace('.', ',');
export const formatSheetFlag = (flag: boolean) => (flag ? 'evet' : 'hayır');
