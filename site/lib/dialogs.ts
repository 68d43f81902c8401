import { atom } from 'nanostores';
import type { LegalKind } from './legal-kinds';

// Which shared dialog is open; any island may open one, the global dialogs island renders it.
// A legal kind the footer names may be one the shop does not know: the dialog shows it under
// the generic title (legal-kinds.ts).
type LegalDialogKind = LegalKind | (string & {});

export const $cartOpen = atom(false);
export const $accountOpen = atom(false);
export const $legalDialog = atom<LegalDialogKind | null>(null);

export const openCart = () => $cartOpen.set(true);
export const openAccount = () => $accountOpen.set(true);
export const openLegal = (kind: LegalDialogKind) => $legalDialog.set(kind);
