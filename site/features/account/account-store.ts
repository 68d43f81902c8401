import { atom } from 'nanostores';
import { apiRequest, getJson } from '../../lib/api-client';
import type { AccountOrdersPage, AccountProfile, AddressFormValues, AddressView } from '#api/schemas/account.ts';
import type { MyTradeState, TradeApplicationFormValues } from '#api/features/trade/schemas.ts';
import { signOut } from './auth-store';

// The signed-in customer's account: one place for its API calls and the saved addresses
// the account page and the checkout share.

/** null until loaded. */
export const $addresses = atom<AddressView[] | null>(null);

export async function loadAddresses(): Promise<AddressView[]> {
  const list = await getJson<AddressView[]>('/api/account/addresses');
  $addresses.set(list);
  return list;
}

export async function saveAddress(values: AddressFormValues, id?: number): Promise<AddressView> {
  const res = await apiRequest(
    id ? 'PUT' : 'POST',
    id ? `/api/account/addresses/${id}` : '/api/account/addresses',
    values,
  );
  const saved = (await res.json()) as AddressView;
  await loadAddresses();
  return saved;
}

export async function removeAddress(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/account/addresses/${id}`);
  await loadAddresses();
}

export const loadAccountOrders = (page: number) =>
  getJson<AccountOrdersPage>(`/api/account/orders?page=${page}&pageSize=10`);

export const loadProfile = () => getJson<AccountProfile>('/api/account/profile');

export async function saveProfile(values: {
  fullName: string;
  phone: string;
  email: string;
  password?: string;
}): Promise<AccountProfile> {
  return (await (await apiRequest('PUT', '/api/account/profile', values)).json()) as AccountProfile;
}

export async function setMarketingConsent(granted: boolean): Promise<AccountProfile> {
  return (await (await apiRequest('PUT', '/api/account/marketing-consent', { granted })).json()) as AccountProfile;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiRequest('PUT', '/api/account/password', { currentPassword, newPassword });
}

/** 'Verilerimi İndir': the export, for the password given again, saved as the file the server names. */
export async function downloadMyData(password: string): Promise<void> {
  const res = await apiRequest('POST', '/api/account/export', { password });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'hesap-verilerim.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Hesabımı Sil': the server ends the sessions; the browser forgets its token. */
export async function deleteMyAccount(password: string): Promise<void> {
  await apiRequest('DELETE', '/api/account', { password });
  await signOut();
}

export async function requestGuestOrders(): Promise<string> {
  return ((await (await apiRequest('POST', '/api/account/guest-orders/request')).json()) as { message: string })
    .message;
}

export async function confirmGuestOrders(token: string): Promise<string> {
  return (
    (await (await apiRequest('POST', '/api/account/guest-orders/confirm', { token })).json()) as { message: string }
  ).message;
}

export async function requestPasswordReset(email: string): Promise<string> {
  return ((await (await apiRequest('POST', '/api/auth/password-reset', { email })).json()) as { message: string })
    .message;
}

export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  return (
    (await (await apiRequest('POST', '/api/auth/password-reset/confirm', { token, password })).json()) as {
      message: string;
    }
  ).message;
}

/** 'Kurumsal Hesap': the latest application and the approved trade account. */
export const loadTradeState = () => getJson<MyTradeState>('/api/account/trade-application');

export async function applyForTradeAccount(values: TradeApplicationFormValues): Promise<MyTradeState> {
  return (await (await apiRequest('POST', '/api/account/trade-application', values)).json()) as MyTradeState;
}

/** Mails a new verification link to the account's address (decision 0343); answers the shop's message. */
export async function resendEmailVerification(): Promise<string> {
  return ((await (await apiRequest('POST', '/api/account/email-verification')).json()) as { message: string }).message;
}
