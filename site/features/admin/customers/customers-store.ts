import { atom } from 'nanostores';
import { apiRequest, getJson } from '#site/lib/api-client.ts';
import type { PriceGroup } from '#api/features/trade/price-group-schemas.ts';
import type { CustomerPage, TradeApplicationPage, TradeStatus } from '#api/features/trade/schemas.ts';
import type { AdminAccountView } from '#api/features/open-account/schemas.ts';

// The 'Müşteriler' tab's calls, and the price groups its three sections share.

/** null until loaded; refreshed after every change of a group or a customer's group. */
export const $priceGroups = atom<PriceGroup[] | null>(null);

export async function loadPriceGroups(): Promise<PriceGroup[]> {
  const groups = await getJson<PriceGroup[]>('/api/admin/price-groups');
  $priceGroups.set(groups);
  return groups;
}

const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const loadApplications = (q: { status?: string; search?: string; page: number }) =>
  getJson<TradeApplicationPage>(`/api/admin/trade-applications?${queryOf({ ...q, pageSize: 10 })}`);

export const loadCustomers = (q: { trade?: string; search?: string; page: number }) =>
  getJson<CustomerPage>(`/api/admin/customers?${queryOf({ ...q, pageSize: 20 })}`);

export const approveApplication = (id: number, priceGroupId: number) =>
  apiRequest('POST', `/api/admin/trade-applications/${id}/approve`, { priceGroupId });

export const rejectApplication = (id: number, note: string) =>
  apiRequest('POST', `/api/admin/trade-applications/${id}/reject`, { note });

export const setCustomerGroup = (id: number, priceGroupId: number | null) =>
  apiRequest('PUT', `/api/admin/customers/${id}/price-group`, { priceGroupId });

export const loadOpenAccount = (id: number) => getJson<AdminAccountView>(`/api/admin/customers/${id}/account`);

export const saveAccountTerms = (id: number, creditLimit: string, paymentTermDays: number) =>
  apiRequest('PUT', `/api/admin/customers/${id}/account-terms`, { creditLimit, paymentTermDays });

export async function recordAccountPayment(
  id: number,
  payment: { amount: string; paidAt: string; note: string },
): Promise<AdminAccountView> {
  const res = await apiRequest('POST', `/api/admin/customers/${id}/account-payments`, payment);
  return ((await res.json()) as { account: AdminAccountView }).account;
}

/** '%12,5' */
export const percentLabel = (percent: number) => `%${percent.toLocaleString('tr-TR')}`;

/** The badge colour of a trade state. */
export const STATUS_TONES: Record<TradeStatus, 'amber' | 'green' | 'red'> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};
