import type { ShowcaseCategory } from '#api/schemas/showcase.ts';
import { categoryPath } from '#api/shared/catalogue-paths.ts';
import { lazyPictureProps } from '../../components/ui/lazy-picture';

/**
 * A main category on the home page: its picture, name and product count. The picture's box keeps
 * its 4:3 whatever picture loads into it (overflow hidden: a square picture no longer stretches
 * it), and the name has room for two lines, so every tile of a row is one height, known before
 * the rows load (ShowcaseSkeleton).
 */
export function CategoryTile({ category: c }: { category: ShowcaseCategory }) {
  return (
    <li>
      <a
        href={categoryPath(c.slug)}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-md"
      >
        <span className="block aspect-[4/3] overflow-hidden bg-slate-100">
          {c.image && (
            <img
              {...lazyPictureProps(c.image, '(min-width: 1024px) 200px, 45vw', 400, 300)}
              className="h-full w-full object-contain"
            />
          )}
        </span>
        <span className="p-3">
          <span className="line-clamp-2 min-h-12 font-semibold text-slate-900">{c.name}</span>
          <span className="text-sm text-slate-600">{c.productCount} ürün</span>
        </span>
      </a>
    </li>
  );
}
