import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  /** One follow-up the shopper can take from the toast (e.g. 'Sepete Git' after adding). */
  action?: { label: string; run: () => void };
}

// The spec allows one visible toast; a new one replaces the old.
export const $toast = atom<Toast | null>(null);
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }, durationMs = 5000) {
  clearTimeout(timer);
  $toast.set({ variant: 'default', ...toast, id: nextId++ });
  timer = setTimeout(dismissToast, durationMs);
}

export const toastSuccess = (description: string, title = 'Başarılı') => showToast({ title, description });
export const toastError = (description: string, title = 'Hata') =>
  showToast({ title, description, variant: 'destructive' });

export function dismissToast() {
  clearTimeout(timer);
  $toast.set(null);
}

// A toast that must survive a page change (the admin redirects home, then the home page shows it).
const FLASH_KEY = 'flashToast';

export function flashToast(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(toast));
  } catch {
    // Storage disabled: the next page simply shows no toast.
  }
}

/** Shows (once) a toast flashed by the previous page. */
export function showFlashedToast() {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const toast = raw ? (JSON.parse(raw) as Omit<Toast, 'id'>) : null;
    if (toast && typeof toast.title === 'string') showToast(toast);
  } catch {
    // Nothing to show.
  }
}
