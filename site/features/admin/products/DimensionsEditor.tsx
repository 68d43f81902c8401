import { InputField } from '#site/components/ui/FormField.tsx';
import { DIMENSION_FIELDS } from './product-editor-state';
import type { SectionProps } from './section-types';

// 'Kargo Ölçüleri' (decision 0314): weight and outer dimensions, saved with the dialog's one
// button (0407). Empty fields clear them.

export function DimensionsEditor({ draft, set }: SectionProps) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">Kargo Ölçüleri</legend>
      <p className="text-xs text-slate-500">
        Desi = en × boy × yükseklik / 3000; kargo ücreti desi ile ağırlıktan büyük olanına göre hesaplanır. Seçenekler
        ürünün ölçülerini kullanır.
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-4">
        {DIMENSION_FIELDS.map(([key, label]) => (
          <InputField
            key={key}
            label={label}
            inputMode="decimal"
            value={draft.dimensions[key]}
            onValue={(v) => set((d) => ({ ...d, dimensions: { ...d.dimensions, [key]: v } }))}
          />
        ))}
      </div>
    </fieldset>
  );
}
