import { atom } from 'nanostores';

/** Whether the category tree of the main menu is open: its button on a desktop, 'Kategoriler' of the phone menu. */
export const $categoryMenuOpen = atom(false);
