import { useCallback, useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../stores/toast';
import { ADMIN_PRODUCTS_PAGE, productMessages as m, type AdminProduct } from '../../../../api/schemas/admin-products';
import { ProductCard } from './ProductCard';
import { ProductDialog } from './ProductDialog';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState, LoadError, Loading, PanelHeader, btn, inputClass } from '../shared/ui';

/** 'Ürün Yönetimi': searchable product cards, newest first, loaded a page at a time. */
export function ProductsPanel() {
  const [products, setProducts] = useState<AdminProduct[] | null>(null);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const load = useCallback(async (offset = 0) => {
    setFailed(false);
    try {
      const query = new URLSearchParams({ offset: String(offset), limit: String(ADMIN_PRODUCTS_PAGE) });
      if (search.trim()) query.set('search', search.trim());
      const page = await getJson<AdminProduct[]>(`/api/admin/products?${query}`);
      setProducts((list) => (offset === 0 ? page : [...(list ?? []), ...page]));
      setMore(page.length === ADMIN_PRODUCTS_PAGE);
    } catch {
      setFailed(true);
    }
  }, [search]);

  useEffect(() => {
    const timer = setTimeout(() => void load(0), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const openDialog = (product: AdminProduct | null) => {
    setEditing(product);
    setDialogOpen(true);
  };
  const remove = async (product: AdminProduct) => {
    try {
      await apiRequest('DELETE', `/api/admin/products/${product.id}`);
      toastSuccess(m.deleted);
      await load(0);
    } catch (error) {
      toastError(errorMessage(error, m.deleteFailed));
    }
  };

  return (
    <div>
      <PanelHeader title="Ürün Yönetimi" action={<button type="button" className={btn.primary} onClick={() => openDialog(null)}>+ Yeni Ürün</button>} />
      <label className="mb-4 block max-w-md text-sm font-medium text-slate-700">Ürün ara
        <input type="search" className={inputClass} placeholder="Ürün adı veya SKU..." value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      {failed && <LoadError text="Ürünler yüklenemedi" onRetry={() => void load(0)} />}
      {!failed && products === null && <Loading text="Ürünler yükleniyor..." />}
      {products?.length === 0 && !search && (
        <EmptyState title="Henüz ürün bulunmuyor" text="E-ticaret mağazanız için ürünler ekleyerek başlayın"
          action={<button type="button" className={btn.primary} onClick={() => openDialog(null)}>İlk Ürünü Ekle</button>} />
      )}
      {products?.length === 0 && search && <EmptyState title="Aramanıza uygun ürün bulunamadı" />}
      {products && products.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((p) => <ProductCard key={p.id} product={p} onEdit={() => openDialog(p)} onDelete={() => setDeleting(p)} />)}
        </div>
      )}
      {more && products && (
        <div className="mt-6 text-center">
          <button type="button" className={btn.secondary} onClick={() => void load(products.length)}>Daha Fazla Göster</button>
        </div>
      )}
      <ProductDialog open={dialogOpen} product={editing} onClose={() => setDialogOpen(false)} onSaved={() => { setDialogOpen(false); void load(0); }} />
      <ConfirmDialog message={deleting ? m.confirmDelete : null} onClose={() => setDeleting(null)} onConfirm={() => remove(deleting!)} />
    </div>
  );
}
