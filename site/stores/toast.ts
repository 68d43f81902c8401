import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
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
export const toastError = (description: string, title = 'Hata') => showToast({ title, description, variant: 'destructive' });

export function dismissToast() {
  clearTimeout(timer);
  $toast.set(null);
}
