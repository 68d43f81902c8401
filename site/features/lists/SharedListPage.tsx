import { useEffect, useState } from 'react';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { lineName } from '#api/shared/line-name.ts';
import type { SharedList } from '#api/features/lists/schemas.ts';
import { ApiError, getJson } from '../../lib/api-client';
import { basisLabel, shownPrice, usePriceBasis } from '../pricing/price-basis';
import { TableHead } from '../../components/ui/TableHead.tsx';

/** /liste/{token}: a shared list, read-only, with today's public prices. */
export default function SharedListPage({ token }: { token: string }) {
  const [list, setList] = useState<SharedList | null | 'missing' | 'failed'>(null);
  const basis = usePriceBasis();
  useEffect(() => {
    getJson<SharedList>(`/api/lists/shared/${encodeURIComponent(token)}`).then(setList, (e: unknown) =>
      setList(e instanceof ApiError && e.status === 404 ? 'missing' : 'failed'),
    );
  }, [token]);

  if (list === null)
    return (
      <p role="status" className="text-slate-600">
        Liste yükleniyor...
      </p>
    );
  if (typeof list === 'string')
    return (
      <div>
        <h1 className="text-3xl font-bold">Liste bulunamadı</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {list === 'missing'
            ? 'Bu bağlantı geçersiz ya da liste artık paylaşılmıyor.'
            : 'Liste yüklenemedi. Lütfen tekrar deneyin.'}
        </p>
      </div>
    );
  return (
    <div>
      <h1 className="text-3xl font-bold">{list.name}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Sizinle paylaşılan ürün listesi. Fiyatlar bugünkü liste fiyatlarıdır, KDV hariçtir.
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Listedeki ürünler</caption>
        <TableHead
          columns={[
            { label: 'Ürün', className: 'py-2 pr-2' },
            { label: 'Ürün kodu', className: 'py-2 pr-2' },
            { label: 'Birim fiyat', className: 'py-2 pr-2' },
            { label: 'Miktar', className: 'py-2' },
          ]}
        />
        <tbody>
          {list.lines.map((l) => (
            <tr key={`${l.productId}-${l.variantId ?? 0}`} className="border-b border-slate-100">
              <td className="py-2 pr-2">
                <a href={productPath(l.slug)} className="hover:underline">
                  {lineName(l)}
                </a>
                {!l.active && <span className="block text-xs text-red-700">Satışta değil</span>}
              </td>
              <td className="py-2 pr-2 font-mono">{l.sku ?? '—'}</td>
              <td className="py-2 pr-2">
                {shownPrice(basis, l)} / {l.unit}, {basisLabel(basis)}
              </td>
              <td className="py-2">
                {l.quantity} {l.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
