import { atom, onMount } from 'nanostores';
import { COMPARE_MAX, compareMessages } from '#api/schemas/compare.ts';
import { COMPARE_KEY, readStorage, writeStorage } from '../../lib/storage-keys';
import { toastError } from '../../lib/toast';

/** A product chosen to compare: enough to link to it and name it in the bar. */
export interface CompareItem {
  id: number;
  slug: string;
  name: string;
}

/** The chosen products (at most four), kept in localStorage so they follow the shopper across pages and tabs. */
export const $compare = atom<CompareItem[]>([]);

/** What a page is rendered with on the server: nothing chosen (one array, so React sees one snapshot). */
export const NOTHING_CHOSEN: CompareItem[] = [];

function isItem(x: unknown): x is CompareItem {
  const o = x as CompareItem;
  return (
    typeof o === 'object' &&
    o !== null &&
    Number.isInteger(o.id) &&
    typeof o.slug === 'string' &&
    typeof o.name === 'string'
  );
}

/** What storage holds, read defensively: another script or an old version may have written it. */
function stored(): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(COMPARE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

onMount($compare, () => {
  // Rendered on the server (the prerender), there is no storage: the empty choice stays.
  if (typeof window === 'undefined') return;
  $compare.set(stored());
  // Another tab changed the choice: follow it.
  const follow = (e: StorageEvent) => e.key === COMPARE_KEY && $compare.set(stored());
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
});

function save(items: CompareItem[]) {
  $compare.set(items);
  writeStorage(COMPARE_KEY, items.length ? JSON.stringify(items) : null);
}

/** Adds or removes a product; a fifth is refused with a notice. Answers whether it is chosen now. */
export function toggleCompare(item: CompareItem): boolean {
  const items = $compare.get();
  if (items.some((i) => i.id === item.id)) {
    save(items.filter((i) => i.id !== item.id));
    return false;
  }
  if (items.length >= COMPARE_MAX) {
    toastError(compareMessages.full, 'Karşılaştırma listesi dolu');
    return false;
  }
  save([...items, { id: item.id, slug: item.slug, name: item.name }]);
  return true;
}

export function removeFromCompare(id: number) {
  save($compare.get().filter((i) => i.id !== id));
}

export const clearCompare = () => save([]);

/** The comparison page's shareable address. */
export const comparePath = (slugs: string[]) => `/karsilastir?urunler=${slugs.map(encodeURIComponent).join(',')}`;
