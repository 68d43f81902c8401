import { atom } from 'nanostores';
import { getJson } from '../../lib/api-client.ts';
import type { AdminCategory } from '#api/schemas/admin-categories.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';

// The admin dashboard's shared state: the open tab, and the lists several panels read.
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Özet' },
  { id: 'products', label: 'Ürünler' },
  { id: 'categories', label: 'Kategoriler' },
  { id: 'catalogs', label: 'Kataloglar' },
  { id: 'references', label: 'Referanslar' },
  { id: 'contacts', label: 'Mesajlar' },
  { id: 'homepage-texts', label: 'Ana Sayfa Metinleri' },
  { id: 'settings', label: 'Ayarlar' },
  { id: 'orders', label: 'Siparişler' },
  { id: 'invoices', label: 'Faturalar' },
  { id: 'customers', label: 'Müşteriler' },
  { id: 'quotes', label: 'Teklifler' },
  { id: 'promotions', label: 'Kampanyalar' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

const isTab = (value: string): value is AdminTab => ADMIN_TABS.some((t) => t.id === value);

/** The spec's default is homepage-texts; the URL hash keeps the tab across reloads. */
export const $adminTab = atom<AdminTab>('homepage-texts');

export function openTabFromHash() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (isTab(hash)) $adminTab.set(hash);
}

export function selectTab(tab: AdminTab) {
  $adminTab.set(tab);
  history.replaceState(null, '', `#${tab}`);
  // On a phone the tab row scrolls sideways: keep the chosen tab in view.
  document.getElementById(`tab-${tab}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Categories for the category panel and the product form's tree; refreshed after every change. */
export const $adminCategories = atom<AdminCategory[] | null>(null);

export async function loadAdminCategories(): Promise<AdminCategory[]> {
  const list = await getJson<AdminCategory[]>('/api/admin/categories').catch(() => {
    throw new Error('Failed to fetch categories');
  });
  $adminCategories.set(list);
  return list;
}

/** All settings (homepage texts, company information, logo, VAT); refreshed after every save. */
export const $adminSettings = atom<SettingsMap | null>(null);

export async function loadAdminSettings(): Promise<SettingsMap> {
  const settings = await getJson<SettingsMap>('/api/admin/settings').catch(() => {
    throw new Error('Failed to fetch settings');
  });
  $adminSettings.set(settings);
  return settings;
}
