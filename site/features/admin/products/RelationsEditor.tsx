import { useEffect, useState } from 'react';
import type { AdminProduct } from '#api/schemas/admin-products.ts';
import {
  RELATION_KINDS,
  relationKindNames,
  type AdminRelationView,
  type RelationKind,
} from '#api/schemas/product-relations.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// 'İlişkili Ürünler' of a saved product (issue 47): accessories, alternatives (muadil) and spare
// parts, picked by searching the catalogue, saved whole (PUT …/relations). Inactive products stay
// in the list (marked) so a save keeps them; the shop shows only active ones.

const SEARCH_LIMIT = 8;

export function RelationsEditor({ productId }: { productId: number }) {
  const [relations, setRelations] = useState<AdminRelationView[] | null>(null);
  const [kind, setKind] = useState<RelationKind>('accessory');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<AdminProduct[]>([]);
  const [busy, setBusy] = useState(false);
  const path = `/api/admin/products/${productId}/relations`;

  useEffect(() => {
    let live = true;
    getJson<AdminRelationView[]>(path).then(
      (list) => live && setRelations(list),
      (e) => toastError(errorMessage(e, 'İlişkili ürünler yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [path]);

  // A short pause after typing, so one search goes out per word rather than per letter.
  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      getJson<AdminProduct[]>(`/api/admin/products?search=${encodeURIComponent(text)}&limit=${SEARCH_LIMIT}`).then(
        (list) => live && setFound(list),
        (e) => toastError(errorMessage(e, 'Ürünler aranamadı')),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  if (!relations) return null;

  const chosen = new Set(relations.map((r) => r.productId));
  // Results of an earlier, longer query are not offered once the field is (nearly) empty.
  const offered = query.trim().length < 2 ? [] : found.filter((p) => p.id !== productId && !chosen.has(p.id));
  const add = (p: AdminProduct) =>
    setRelations([...relations, { productId: p.id, kind, name: p.name, sku: p.sku, isActive: p.isActive }]);
  const change = (id: number, next: RelationKind) =>
    setRelations(relations.map((r) => (r.productId === id ? { ...r, kind: next } : r)));

  const save = async () => {
    setBusy(true);
    try {
      const body = { relations: relations.map(({ productId: id, kind: k }) => ({ productId: id, kind: k })) };
      setRelations((await (await apiRequest('PUT', path, body)).json()) as AdminRelationView[]);
      toastSuccess('İlişkili ürünler kaydedildi');
    } catch (e) {
      toastError(errorMessage(e, 'İlişkili ürünler kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="relations-editor">
      <legend className="px-1 text-sm font-semibold">İlişkili Ürünler</legend>
      {relations.length === 0 ? (
        <p className="text-sm text-slate-500">Aksesuar, muadil veya yedek parça eklemek için ürün arayın.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {relations.map((r) => (
            <li key={r.productId} className="flex flex-wrap items-center gap-2 py-2">
              <span className="min-w-0 flex-1">
                {r.name}
                {r.sku && <span className="text-slate-500"> ({r.sku})</span>}
                {!r.isActive && <span className="ml-1 text-xs text-amber-800">pasif, mağazada görünmez</span>}
              </span>
              <select
                aria-label={`İlişki türü: ${r.name}`}
                className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
                value={r.kind}
                onChange={(e) => change(r.productId, e.target.value as RelationKind)}
              >
                {RELATION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {relationKindNames[k]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={btn.danger}
                aria-label={`Listeden çıkar: ${r.name}`}
                onClick={() => setRelations(relations.filter((x) => x.productId !== r.productId))}
              >
                Çıkar
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Field label="Ürün ara (ad veya kod)">
          {(id) => (
            <input
              id={id}
              type="search"
              className={inputClass}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
        </Field>
        <Field label="Eklenecek tür">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={kind}
              onChange={(e) => setKind(e.target.value as RelationKind)}
            >
              {RELATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {relationKindNames[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {offered.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm"
          aria-label="Arama sonuçları"
        >
          {offered.map((p) => (
            <li key={p.id} className="flex items-center gap-2 px-2 py-1.5">
              <span className="min-w-0 flex-1 truncate">
                {p.name}
                {p.sku && <span className="text-slate-500"> ({p.sku})</span>}
              </span>
              <button
                type="button"
                className={btn.small}
                aria-label={`${relationKindNames[kind]} olarak ekle: ${p.name}`}
                onClick={() => add(p)}
              >
                Ekle
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={`${btn.small} mt-3`} disabled={busy} onClick={() => void save()}>
        {busy ? 'Kaydediliyor...' : 'İlişkileri Kaydet'}
      </button>
    </fieldset>
  );
}
