import type { LineOutcome } from './quick-order-store';
import { TableHead } from '../../components/ui/TableHead.tsx';

/** The answer per line: added (with the catalogue's code) or the Turkish reason it was left out (quick order, a list's 'Tümünü sepete ekle'). */
export function QuickOrderResults({ outcomes, lineLabel }: { outcomes: LineOutcome[]; lineLabel: string }) {
  const added = outcomes.filter((o) => o.message === null).length;
  const failed = outcomes.length - added;
  return (
    <section aria-label="Sonuç" className="mt-6">
      <p role="status" className="mt-2 text-slate-700">
        {added} satır sepete eklendi{failed > 0 ? `, ${failed} satır eklenemedi` : ''}.
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Satır satır sonuç</caption>
        <TableHead
          columns={[
            { label: lineLabel, className: 'py-2 pr-3' },
            { label: 'Ürün kodu', className: 'py-2 pr-3' },
            { label: 'Adet', className: 'py-2 pr-3' },
            { label: 'Durum', className: 'py-2' },
          ]}
        />
        <tbody>
          {outcomes.map((o) => (
            <tr key={`${o.line}-${o.sku}`} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">{o.line}</td>
              <td className="py-2 pr-3 font-mono">{o.sku || '—'}</td>
              <td className="py-2 pr-3">{o.message === null ? o.quantity : ''}</td>
              <td className={`py-2 ${o.message === null ? 'text-green-700' : 'text-red-700'}`}>
                {o.message ?? 'Sepete eklendi'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
