import { useEffect, useState } from 'react';
import type { CategoryView } from '#api/schemas/products.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';
import { Dialog } from '../../components/ui/Dialog';
import { getJson } from '../../lib/api-client';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { $categoryMenuOpen } from './category-menu-store';

/**
 * 'Kategoriler' of the main menu (issue 46): the category tree, each main category with its
 * sub-categories and product counts, as a sheet from the bottom on a phone and a panel on a
 * desktop. The tree is asked for when first opened (the listing's own GET /api/categories).
 */
export default function CategoryMenu() {
  const open = useHydratedStore($categoryMenuOpen, false);
  const phone = useMediaQuery('(max-width: 1023px)', false);
  const [categories, setCategories] = useState<CategoryView[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || categories) return;
    getJson<CategoryView[]>('/api/categories').then(setCategories, () => setFailed(true));
  }, [open]);
  const close = () => $categoryMenuOpen.set(false);
  const main = categories?.filter((c) => c.parentId === null) ?? [];
  const childrenOf = (id: number) => categories?.filter((c) => c.parentId === id) ?? [];

  return (
    <>
      <button
        type="button"
        onClick={() => $categoryMenuOpen.set(true)}
        aria-haspopup="dialog"
        className="hidden min-h-11 items-center rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:inline-flex xl:px-3"
      >
        Kategoriler
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Kategoriler"
        placement={phone ? 'sheet' : 'center'}
        className={phone ? '' : 'max-w-4xl'}
      >
        {!categories ? (
          <p role="status" className="text-sm text-slate-600">
            {failed ? 'Kategoriler yüklenemedi.' : 'Kategoriler yükleniyor...'}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-tree">
            {main.map((c) => (
              <li key={c.id}>
                <a
                  href={categoryPath(c.slug)}
                  className="text-brand-700 flex min-h-11 items-center justify-between gap-2 font-semibold hover:underline"
                >
                  {c.name} <span className="text-xs font-normal text-slate-500">{c.productCount} ürün</span>
                </a>
                <ul className="border-l border-slate-200 pl-3">
                  {childrenOf(c.id).map((k) => (
                    <li key={k.id}>
                      <a
                        href={categoryPath(k.slug)}
                        className="flex min-h-11 items-center justify-between gap-2 text-sm text-slate-700 hover:underline"
                      >
                        {k.name} <span className="text-xs text-slate-500">{k.productCount}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
