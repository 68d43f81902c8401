import { atom } from 'nanostores';
import { getJson } from '../../lib/api-client.ts';
import type { AdminCategory } from '#api/schemas/admin-categories.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';

// The admin dashboard's shared state: the open tab, and the lists several panels read.
// The tabs come in groups (decision 0375) so that all of them fit on one screen, wrapping
// instead of scrolling sideways, at 1366 px and on a phone. The spec's seven tabs stay.
export const ADMIN_TAB_GROUPS = ['Satış', 'Pazarlama', 'Katalog', 'İçerik', 'Sistem'] as const;

export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Özet', group: 'Satış' },
  { id: 'orders', label: 'Siparişler', group: 'Satış' },
  { id: 'customers', label: 'Müşteriler', group: 'Satış' },
  { id: 'quotes', label: 'Teklifler', group: 'Satış' },
  { id: 'invoices', label: 'Faturalar', group: 'Satış' },
  { id: 'returns', label: 'İadeler', group: 'Satış' },
  { id: 'promotions', label: 'Kampanyalar', group: 'Pazarlama' },
  { id: 'channels', label: 'Kanallar', group: 'Pazarlama' },
  { id: 'products', label: 'Ürünler', group: 'Katalog' },
  { id: 'categories', label: 'Kategoriler', group: 'Katalog' },
  { id: 'homepage-texts', label: 'Ana Sayfa Metinleri', group: 'İçerik' },
  { id: 'catalogs', label: 'Kataloglar', group: 'İçerik' },
  { id: 'references', label: 'Referanslar', group: 'İçerik' },
  { id: 'contacts', label: 'Mesajlar', group: 'İçerik' },
  { id: 'settings', label: 'Ayarlar', group: 'Sistem' },
] as const satisfies readonly { id: string; label: string; group: (typeof ADMIN_TAB_GROUPS)[number] }[];
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
