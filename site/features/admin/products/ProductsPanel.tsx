import { useCallback, useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { loadAdminCategories } from '../admin-store.ts';
import { productMessages as m } from '#api/schemas/admin-products.ts';
import type { ProductEditorState } from '#api/schemas/admin-product-editor.ts';
import type { ProductTablePage, ProductTableRow, TableQuery, TableSort } from '#api/schemas/admin-product-table.ts';
import { ProductDialog } from './ProductDialog';
import { ProductTable } from './ProductTable';
import { TableFilters } from './TableFilters';
import { BulkBar } from './BulkBar';
import { Pager } from './Pager';
import { ImportDialog } from './ImportDialog';
import { BmecatDialog } from './BmecatDialog';
import { downloadFile } from '#site/lib/download-file.ts';
import { filterOf, saveViewToUrl, viewFromUrl, viewParams } from './table-view';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { btn } from '#site/components/ui/buttons.tsx';
import { EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';

/** 'Ürün Yönetimi': the catalogue as a table, 50 a page, with filters, bulk actions, import and export. */
export function ProductsPanel() {
  const [view, setView] = useState<TableQuery>(() => viewFromUrl(location.search));
  const [data, setData] = useState<ProductTablePage | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [allResults, setAllResults] = useState(false);
  const [editing, setEditing] = useState<ProductEditorState | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ProductTableRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [loadingCatalogue, setLoadingCatalogue] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setData(await getJson<ProductTablePage>(`/api/admin/products/table?${viewParams(view)}`));
    } catch {
      setFailed(true);
    }
  }, [view]);
  useEffect(() => {
    saveViewToUrl(view);
    void load();
  }, [load]);

  const change = (patch: Partial<TableQuery>) => {
    setView((v) => ({ ...v, page: 1, ...patch }));
    setSelected(new Set());
    setAllResults(false);
  };
  const sort = (column: TableSort) =>
    setView((v) => ({ ...v, sort: column, dir: v.sort === column && v.dir === 'asc' ? 'desc' : 'asc' }));
  const select = (ids: number[], on: boolean) => {
    setAllResults(false);
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const reloadAfterChange = () => {
    setSelected(new Set());
    setAllResults(false);
    void load();
  };
  const openDialog = async (row: ProductTableRow | null) => {
    try {
      setEditing(row ? await getJson<ProductEditorState>(`/api/admin/products/${row.id}/all`) : null);
      setDialogOpen(true);
    } catch (error) {
      toastError(errorMessage(error, 'Ürün yüklenemedi'));
    }
  };
  const remove = async (row: ProductTableRow) => {
    try {
      await apiRequest('DELETE', `/api/admin/products/${row.id}`);
      toastSuccess(m.deleted);
      reloadAfterChange();
    } catch (error) {
      toastError(errorMessage(error, m.deleteFailed));
    }
  };
  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(`/api/admin/products/export.${format}`, `urunler.${format}`).catch(() =>
      toastError('Dışa aktarma yapılamadı'),
    );

  const p = data?.pagination;
  const filtered = Object.values(filterOf(view)).some((v) => v !== undefined && v !== '');
  const selectedCount = allResults ? (p?.totalCount ?? 0) : selected.size;
  return (
    <div>
      <PanelHeader
        title="Ürün Yönetimi"
        action={
          <div className="flex flex-wrap gap-2">
            <button type="button" className={btn.secondary} onClick={() => void download('csv')}>
              CSV Dışa Aktar
            </button>
            <button type="button" className={btn.secondary} onClick={() => void download('xlsx')}>
              Excel Dışa Aktar
            </button>
            <button type="button" className={btn.secondary} onClick={() => setImporting(true)}>
              İçe Aktar
            </button>
            <button type="button" className={btn.secondary} onClick={() => setLoadingCatalogue(true)}>
              BMEcat Yükle
            </button>
            <button type="button" className={btn.primary} onClick={() => void openDialog(null)}>
              + Yeni Ürün
            </button>
          </div>
        }
      />
      <TableFilters view={view} onChange={change} />
      {selectedCount > 0 && (
        <>
          {!allResults && p && p.totalCount > selected.size && (
            <p className="mb-2 text-sm">
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => setAllResults(true)}
              >
                Bu filtredeki tüm {p.totalCount.toLocaleString('tr-TR')} sonucu seç
              </button>
            </p>
          )}
          <BulkBar
            ids={allResults ? null : [...selected]}
            filter={filterOf(view)}
            count={selectedCount}
            onDone={reloadAfterChange}
          />
        </>
      )}
      {failed && <LoadError text="Ürünler yüklenemedi" onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Ürünler yükleniyor..." />}
      {p?.totalCount === 0 && !filtered && (
        <EmptyState
          title="Henüz ürün bulunmuyor"
          text="E-ticaret mağazanız için ürünler ekleyerek başlayın"
          action={
            <button type="button" className={btn.primary} onClick={() => void openDialog(null)}>
              İlk Ürünü Ekle
            </button>
          }
        />
      )}
      {p?.totalCount === 0 && filtered && (
        <EmptyState title="Aramanıza uygun ürün bulunamadı" text="Aramayı veya filtreleri değiştirin." />
      )}
      {data && data.rows.length > 0 && (
        <>
          <ProductTable
            rows={data.rows}
            view={view}
            lowStock={data.lowStockThreshold}
            selected={allResults ? new Set(data.rows.map((r) => r.id)) : selected}
            onSort={sort}
            onSelect={select}
            onEdit={(r) => void openDialog(r)}
            onDelete={setDeleting}
          />
          <Pager pagination={data.pagination} onPage={(page) => setView((v) => ({ ...v, page }))} />
        </>
      )}
      <ProductDialog
        open={dialogOpen}
        state={editing}
        onClose={() => setDialogOpen(false)}
        onSaved={(saved) => {
          // The server's answer is the truth (a sale starts at once and changes the price): the
          // next opening starts from it, and the table is read anew.
          setEditing(saved);
          setDialogOpen(false);
          void load();
        }}
      />
      <ConfirmDialog
        message={deleting ? m.confirmDelete : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting!)}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          // An import may have created categories: the filter and the bulk bar list them.
          void loadAdminCategories().catch(() => undefined);
          reloadAfterChange();
        }}
      />
      <BmecatDialog open={loadingCatalogue} onClose={() => setLoadingCatalogue(false)} onImported={reloadAfterChange} />
    </div>
  );
}
