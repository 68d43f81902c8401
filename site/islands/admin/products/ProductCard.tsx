import { formatTRY } from '../../../../api/schemas/money';
import type { AdminProduct } from '../../../../api/schemas/admin-products';
import { btn } from '../shared/ui';

/** First image (or a placeholder), name, short description, price / unit, stock, SKU, edit and delete. */
export function ProductCard({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  const image = product.images[0];
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {image ? (
        <img src={image} alt="" loading="lazy" className="aspect-[16/10] w-full bg-slate-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/10] items-center justify-center bg-slate-100 text-4xl text-slate-400">📦</div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold">{product.name}</h3>
        {product.shortDescription && <p className="line-clamp-2 text-sm text-slate-600">{product.shortDescription}</p>}
        <p className="mt-1 font-bold text-brand-700">{formatTRY(product.basePrice)} / {product.unit}</p>
        <p className="text-sm text-slate-600">Stok: {product.stockQuantity}{product.variants.length > 0 && ` · ${product.variants.length} seçenek`}</p>
        {product.sku && <p className="text-xs text-slate-500">SKU: {product.sku}</p>}
        <div className="mt-auto flex gap-2 pt-3">
          <button type="button" className={btn.small} onClick={onEdit} aria-label={`${product.name} ürününü düzenle`}>Düzenle</button>
          <button type="button" className={btn.danger} onClick={onDelete} aria-label={`${product.name} ürününü sil`}>Sil</button>
        </div>
      </div>
    </article>
  );
}
