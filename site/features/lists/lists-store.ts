import { apiRequest, getJson } from '../../lib/api-client';
import { loadCart } from '../cart/cart-store';
import type { ListDetail, ListSummary } from '#api/features/lists/schemas.ts';
import type { QuickAddResult } from '#api/schemas/quick-order.ts';

// The signed-in customer's saved lists, as /hesabim and the product dialog's 'Listeye ekle' use them.

const base = '/api/account/lists';
const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const fetchLists = () => getJson<ListSummary[]>(base);
export const fetchList = (id: number) => getJson<ListDetail>(`${base}/${id}`);
export const createList = (name: string) => json<ListDetail>(apiRequest('POST', base, { name }));
export const renameList = (id: number, name: string) => json<ListDetail>(apiRequest('PUT', `${base}/${id}`, { name }));
export const shareList = (id: number, shared: boolean) =>
  json<ListDetail>(apiRequest('PUT', `${base}/${id}`, { shared }));
export const deleteList = (id: number) => apiRequest('DELETE', `${base}/${id}`);

export interface ListItemRef {
  productId: number;
  variantId: number | null;
}

export const addToList = (id: number, item: ListItemRef & { quantity: number; replace?: boolean }) =>
  json<ListDetail>(apiRequest('POST', `${base}/${id}/items`, item));
export const removeFromList = (id: number, item: ListItemRef) =>
  json<ListDetail>(apiRequest('DELETE', `${base}/${id}/items`, item));

/** 'Tümünü sepete ekle'; the header's cart follows. */
export async function addListToCart(id: number): Promise<QuickAddResult> {
  const result = await json<QuickAddResult>(apiRequest('POST', `${base}/${id}/add-to-cart`));
  await loadCart();
  return result;
}
