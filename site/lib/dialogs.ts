import { atom } from 'nanostores';

// Which shared dialog is open; any island may open one, the global dialogs island renders it.
export type LegalKind =
  'kvkk' | 'privacy' | 'cookies' | 'delivery_return' | 'preliminary_info' | 'distance_sales_contract' | (string & {});

export const $cartOpen = atom(false);
export const $accountOpen = atom(false);
export const $legalDialog = atom<LegalKind | null>(null);

export const openCart = () => $cartOpen.set(true);
export const openAccount = () => $accountOpen.set(true);
export const openLegal = (kind: LegalKind) => $legalDialog.set(kind);
