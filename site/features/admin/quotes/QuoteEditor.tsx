import { useState, type FormEvent } from 'react';
import type { QuoteView } from '#api/features/quotes/schemas.ts';
import { apiRequest } from '#site/lib/api-client.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { useSave } from '../shared/useSave';
import { ProductPicker, type PickedProduct } from './ProductPicker';

interface EditLine extends PickedProduct {
  quantity: string;
  unitPrice: string;
}

const lineName = (l: PickedProduct) => (l.variantName ? `${l.productName} – ${l.variantName}` : l.productName);

/** A line's editable figures, each input named after the line. */
const LINE_FIELDS = [
  { key: 'quantity', label: 'miktarı', inputMode: 'numeric' },
  { key: 'unitPrice', label: 'birim fiyatı', inputMode: 'decimal' },
] as const;

/** One quote line: its name, quantity and unit price to edit, and 'Çıkar'. */
function LineRow({
  line,
  onChange,
  onRemove,
}: {
  line: EditLine;
  onChange: (patch: Partial<EditLine>) => void;
  onRemove: () => void;
}) {
  return (
    <tr className="border-t border-slate-200">
      <td className="py-1 pr-2">{lineName(line)}</td>
      {LINE_FIELDS.map(({ key, label, inputMode }) => (
        <td key={key} className="py-1 pr-2">
          <input
            aria-label={`${lineName(line)} ${label}`}
            inputMode={inputMode}
            className="w-full rounded border border-slate-300 px-2 py-1"
            value={line[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </td>
      ))}
      <td className="py-1">
        <button type="button" className={btn.danger} onClick={onRemove} aria-label={`${lineName(line)} satırını çıkar`}>
          Çıkar
        </button>
      </td>
    </tr>
  );
}

/** The admin's edit of an open quote: unit prices and quantities, lines added or removed, the validity date. */
export function QuoteEditor({ quote, onSaved }: { quote: QuoteView; onSaved: (q: QuoteView) => void }) {
  const [lines, setLines] = useState<EditLine[]>(() =>
    quote.lines.flatMap((l) =>
      l.productId === null
        ? []
        : [
            {
              productId: l.productId,
              variantId: l.variantId,
              productName: l.productName,
              variantName: l.variantName,
              quantity: String(l.quantity),
              unitPrice: l.unitPrice,
            },
          ],
    ),
  );
  const [validUntil, setValidUntil] = useState(quote.validUntil ?? '');
  const { busy, run } = useSave();
  const change = (i: number, patch: Partial<EditLine>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => {
        const res = await apiRequest('PUT', `/api/admin/quotes/${quote.id}`, {
          lines: lines.map((l) => ({
            productId: l.productId,
            variantId: l.variantId,
            quantity: Number(l.quantity),
            unitPrice: l.unitPrice,
          })),
          validUntil,
        });
        onSaved((await res.json()) as QuoteView);
      },
      'Teklif kaydedildi',
      'Teklif kaydedilemedi',
    );
  };

  return (
    <form onSubmit={submit} aria-label="Teklifi düzenle" className="space-y-3">
      {quote.note && (
        <p className="rounded-lg bg-slate-50 p-2">
          <span className="font-medium">Müşterinin notu:</span> {quote.note}
        </p>
      )}
      <table className="w-full text-left">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1">Ürün</th>
            <th className="w-28 py-1">Miktar</th>
            <th className="w-36 py-1">Birim Fiyat (KDV hariç)</th>
            <th className="w-20 py-1">
              <span className="sr-only">İşlem</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <LineRow
              key={`${l.productId}:${l.variantId ?? 0}`}
              line={l}
              onChange={(patch) => change(i, patch)}
              onRemove={() => setLines((all) => all.filter((_, j) => j !== i))}
            />
          ))}
        </tbody>
      </table>
      <ProductPicker
        onPick={(p) =>
          setLines((all) =>
            all.some((l) => l.productId === p.productId && l.variantId === p.variantId)
              ? all
              : [...all, { ...p, quantity: '1', unitPrice: p.price }],
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-end">
        <InputField label="Geçerlilik Tarihi" type="date" required value={validUntil} onValue={setValidUntil} />
        <div className="flex justify-end">
          <SubmitButton busy={busy} pending="Kaydediliyor..." className={btn.primary}>
            Teklifi Kaydet
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
