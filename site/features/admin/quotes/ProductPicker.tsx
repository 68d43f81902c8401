import { useEffect, useState } from 'react';
import type { AdminProduct } from '#api/schemas/admin-products.ts';
import { getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

export interface PickedProduct {
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  /** The list price, a starting point for the quoted one. */
  price?: string;
}

/** 'Satır ekle': finds products by name or code and adds one, or one of its variants, to the quote. */
export function ProductPicker({
  onPick,
  label = 'Satır ekle',
}: {
  onPick: (p: PickedProduct & { price: string }) => void;
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AdminProduct[]>([]);
  useEffect(() => {
    if (search.trim().length < 2) return;
    const timer = setTimeout(() => {
      getJson<AdminProduct[]>(`/api/admin/products?limit=8&search=${encodeURIComponent(search.trim())}`)
        .then(setFound)
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const choices = (search.trim().length < 2 ? [] : found).flatMap((p): (PickedProduct & { price: string })[] =>
    p.variants.length === 0
      ? [{ productId: p.id, variantId: null, productName: p.name, variantName: null, price: p.basePrice }]
      : p.variants.map((v) => ({
          productId: p.id,
          variantId: v.id,
          productName: p.name,
          variantName: v.name,
          price: v.price,
        })),
  );
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-3">
      <InputField label={label} type="search" placeholder="Ürün adı veya kodu..." value={search} onValue={setSearch} />
      {choices.length > 0 && (
        <ul className="mt-2 space-y-1">
          {choices.map((c) => (
            <li key={`${c.productId}:${c.variantId ?? 0}`} className="flex items-center justify-between gap-2">
              <span>
                {c.variantName ? `${c.productName} – ${c.variantName}` : c.productName}{' '}
                <span className="text-slate-500">({formatTRY(c.price)})</span>
              </span>
              <button
                type="button"
                className={btn.small}
                onClick={() => {
                  onPick(c);
                  setSearch('');
                }}
              >
                Ekle
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
