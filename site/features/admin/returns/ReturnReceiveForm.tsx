import { useState } from 'react';
import type { ReturnReceipt, ReturnView } from '#api/schemas/returns.ts';
import { btn } from '#site/components/ui/buttons.tsx';

/** 'Teslim Al': each line's arrived units and whether they are sellable again (restock) or written off. */
export function ReturnReceiveForm({
  value: r,
  busy,
  onSubmit,
}: {
  value: ReturnView;
  busy: boolean;
  onSubmit: (body: ReturnReceipt) => void;
}) {
  const [lines, setLines] = useState(
    r.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity, restock: true })),
  );
  const set = (i: number, change: Partial<(typeof lines)[number]>) =>
    setLines(lines.map((l, at) => (at === i ? { ...l, ...change } : l)));
  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ lines });
      }}
    >
      <p className="font-medium">Teslim alınan ürünler</p>
      {r.lines.map((l, i) => (
        <div key={l.orderItemId} className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 flex-1">{l.productName}</span>
          <label className="flex items-center gap-1">
            Gelen adet
            <input
              type="number"
              min={0}
              max={l.quantity}
              value={lines[i]!.quantity}
              onChange={(e) => set(i, { quantity: Math.max(0, Math.min(l.quantity, Number(e.target.value) || 0)) })}
              className="min-h-11 w-20 rounded-lg border border-slate-300 px-2"
            />
          </label>
          <label className="flex min-h-11 items-center gap-1">
            <input
              type="checkbox"
              checked={lines[i]!.restock}
              onChange={(e) => set(i, { restock: e.target.checked })}
            />
            Satılabilir: stoğa geri al
          </label>
        </div>
      ))}
      <button type="submit" className={btn.primary} disabled={busy}>
        Teslim Al
      </button>
    </form>
  );
}
