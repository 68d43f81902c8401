import { apiRequest, getJson } from '../../lib/api-client.ts';
import type { QuoteSummary, QuoteView } from '#api/features/quotes/schemas.ts';
import { loadCart } from '../cart/cart-store';

// The customer's quotes: asked for from the cart, read, accepted (its lines go into the cart)
// or declined in 'Hesabım > Teklifler'.

export const loadQuotes = () => getJson<QuoteSummary[]>('/api/quotes');
export const loadQuote = (id: number) => getJson<QuoteView>(`/api/quotes/${id}`);

export async function requestQuote(note: string): Promise<QuoteView> {
  return (await (await apiRequest('POST', '/api/quotes', { note })).json()) as QuoteView;
}

/** Accepts the quote; the cart, now holding its lines, is read again. */
export async function acceptQuote(id: number): Promise<QuoteView> {
  const quote = (await (await apiRequest('POST', `/api/quotes/${id}/accept`)).json()) as QuoteView;
  await loadCart().catch(() => undefined);
  return quote;
}

export async function declineQuote(id: number): Promise<QuoteView> {
  return (await (await apiRequest('POST', `/api/quotes/${id}/decline`)).json()) as QuoteView;
}
