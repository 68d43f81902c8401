import { useEffect, useState } from 'react';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { sharedListPath, type ListDetail, type ListLine } from '#api/features/lists/schemas.ts';
import { MAX_LINE_QUANTITY } from '#api/schemas/cart.ts';
import { errorMessage } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { btn } from '../../components/ui/buttons';
import { outcomesOf, type LineOutcome } from '../quick-order/quick-order-store';
import { QuickOrderResults } from '../quick-order/QuickOrderResults';
import { addListToCart, addToList, deleteList, fetchList, removeFromList, renameList, shareList } from './lists-store';
import { basisLabel, shownPrice, usePriceBasis } from '../pricing/price-basis';
import { TableHead } from '../../components/ui/TableHead.tsx';

const lineName = (l: ListLine) => (l.variantName ? `${l.productName} (${l.variantName})` : l.productName);

/** One list opened: its lines with quantities to change, rename, share link, delete, 'Tümünü sepete ekle'. */
export function ListDetailView({
  listId,
  onChanged,
  onDeleted,
}: {
  listId: number;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const [list, setList] = useState<ListDetail | null>(null);
  const basis = usePriceBasis();
  const [outcomes, setOutcomes] = useState<LineOutcome[] | null>(null);
  useEffect(() => {
    fetchList(listId).then(setList, (e: unknown) => toastError(errorMessage(e, 'Liste yüklenemedi')));
  }, [listId]);

  async function change(work: () => Promise<ListDetail>, fallback: string) {
    try {
      setList(await work());
      onChanged();
    } catch (e) {
      toastError(errorMessage(e, fallback));
    }
  }

  if (!list)
    return (
      <p role="status" className="mt-3 text-sm text-slate-600">
        Yükleniyor...
      </p>
    );
  const shareUrl = list.shareToken ? `${window.location.origin}${sharedListPath(list.shareToken)}` : null;
  const ref = (l: ListLine) => ({ productId: l.productId, variantId: l.variantId });

  return (
    <div className="mt-4 space-y-4">
      {list.lines.length === 0 ? (
        <p className="text-sm text-slate-600">Bu listede ürün yok. Ürün penceresinden "Listeye ekle" ile ekleyin.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{list.name} listesindeki ürünler</caption>
          <TableHead
            columns={[
              { label: 'Ürün', className: 'py-2 pr-2' },
              { label: 'Birim fiyat', className: 'py-2 pr-2' },
              { label: 'Miktar', className: 'py-2 pr-2' },
              { label: <span className="sr-only">İşlem</span>, className: 'py-2' },
            ]}
          />
          <tbody>
            {list.lines.map((l) => (
              <tr key={`${l.productId}-${l.variantId ?? 0}`} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <a href={productPath(l.slug)} className="hover:underline">
                    {lineName(l)}
                  </a>
                  {l.sku && <span className="block font-mono text-xs text-slate-500">{l.sku}</span>}
                  {!l.active && <span className="block text-xs text-red-700">Satışta değil</span>}
                </td>
                <td className="py-2 pr-2">
                  {shownPrice(basis, l)} / {l.unit}, {basisLabel(basis)}
                </td>
                <td className="py-2 pr-2">
                  <input
                    type="number"
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    defaultValue={l.quantity}
                    aria-label={`Miktar: ${lineName(l)}`}
                    onBlur={(e) => {
                      const quantity = Number(e.target.value);
                      if (quantity === l.quantity) return;
                      void change(
                        () => addToList(list.id, { ...ref(l), quantity, replace: true }),
                        'Miktar değiştirilemedi',
                      );
                    }}
                    className="w-24 rounded-lg border border-slate-300 px-2 py-1"
                  />
                </td>
                <td className="py-2 text-right">
                  <button
                    type="button"
                    className={btn.danger}
                    aria-label={`Listeden çıkar: ${lineName(l)}`}
                    onClick={() => void change(() => removeFromList(list.id, ref(l)), 'Ürün listeden çıkarılamadı')}
                  >
                    Çıkar
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={btn.primary}
          disabled={list.lines.length === 0}
          onClick={async () => {
            try {
              const result = await addListToCart(list.id);
              setOutcomes(outcomesOf(result));
              toastSuccess(`${result.added.length} ürün sepete eklendi`);
            } catch (e) {
              toastError(errorMessage(e, 'Liste sepete eklenemedi'));
            }
          }}
        >
          Tümünü sepete ekle
        </button>
        <button
          type="button"
          className={btn.secondary}
          onClick={() => {
            const name = window.prompt('Listenin yeni adı', list.name);
            if (name !== null) void change(() => renameList(list.id, name), 'Liste adı değiştirilemedi');
          }}
        >
          Adını değiştir
        </button>
        <button
          type="button"
          className={btn.secondary}
          onClick={() => void change(() => shareList(list.id, !list.shareToken), 'Paylaşım değiştirilemedi')}
        >
          {list.shareToken ? 'Paylaşımı kapat' : 'Paylaşım bağlantısı oluştur'}
        </button>
        <button
          type="button"
          className={btn.danger}
          onClick={async () => {
            if (!window.confirm(`"${list.name}" listesi silinsin mi?`)) return;
            try {
              await deleteList(list.id);
              toastSuccess('Liste silindi');
              onDeleted();
            } catch (e) {
              toastError(errorMessage(e, 'Liste silinemedi'));
            }
          }}
        >
          Listeyi sil
        </button>
      </div>
      {shareUrl && (
        <p className="text-sm">
          Salt okunur bağlantı (bağlantıyı bilen herkes listeyi görebilir):{' '}
          <a href={shareUrl} className="text-brand-700 break-all underline">
            {shareUrl}
          </a>
        </p>
      )}
      {outcomes && <QuickOrderResults outcomes={outcomes} lineLabel="Liste satırı" />}
    </div>
  );
}
