import { apiForm, apiRequest } from '../../lib/api-client';
import { loadCart } from '../cart/cart-store';
import type { QuickAddResult } from '#api/schemas/quick-order.ts';
import type { QuickLine } from '#api/schemas/quick-order-lines.ts';

/** One result per line, in the order the buyer wrote them: what went in or why not. */
export interface LineOutcome {
  line: number;
  sku: string;
  quantity: number | string;
  message: string | null;
}

/**
 * Sends pasted lines; the API numbers them 1…n, so each answer is put back on its line of the
 * text. The header's cart follows.
 */
export async function sendLines(lines: QuickLine[]): Promise<LineOutcome[]> {
  const res = await apiRequest('POST', '/api/cart/quick-add', {
    lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
  });
  const result = (await res.json()) as QuickAddResult;
  await loadCart();
  return outcomesOf(result, (n) => lines[n - 1]!.line);
}

/** Sends a CSV or XLSX file; the API numbers lines as the file's rows. */
export async function sendFile(file: File): Promise<LineOutcome[]> {
  const form = new FormData();
  form.append('file', file);
  const result = (await (await apiForm('POST', '/api/cart/quick-add/file', form)).json()) as QuickAddResult;
  await loadCart();
  return outcomesOf(result);
}

/** The answer's lines in order; `lineOf` maps the API's line number to the one the buyer sees. */
export function outcomesOf(result: QuickAddResult, lineOf = (n: number) => n): LineOutcome[] {
  return [
    ...result.added.map((a) => ({ line: lineOf(a.line), sku: a.sku, quantity: a.quantity, message: null })),
    ...result.errors.map((e) => ({ line: lineOf(e.line), sku: e.sku, quantity: '', message: e.message })),
  ].sort((a, b) => a.line - b.line);
}
