import { useEffect, useState } from 'react';
import type { AttributeDefinition } from '#api/schemas/attributes.ts';
import { getJson } from '#site/lib/api-client.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { attributeCell, PRODUCT_LINE } from './product-editor-state';
import type { SectionProps } from './section-types';

// 'Teknik Özellikler' (issue 47): the chosen categories' attribute sets first (with what they
// inherit), then the attributes that have a value or were added here; for the product and each
// variant, an input by kind. Saved with the dialog's one button through the product's values
// (PUT …/attributes' rules: '2,5' or '2.5' for a number, a choice's code, true/false).

/** The attribute ids of the categories' sets, in the sets' order, each once. */
function useCategorySet(categoryIds: number[]): number[] {
  const [ids, setIds] = useState<number[]>([]);
  const key = [...categoryIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split(',').map(Number) : [];
    Promise.all(
      wanted.map((id) =>
        getJson<{ attributes: { attributeId: number; position: number }[] }>(
          `/api/admin/categories/${id}/attributes`,
        ).then(
          (r) => r.attributes,
          () => [],
        ),
      ),
    ).then(
      (sets) => {
        if (!live) return;
        const ordered = sets.flat().sort((a, b) => a.position - b.position);
        setIds([...new Set(ordered.map((e) => e.attributeId))]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  return ids;
}

export function AttributesEditor({ draft, set }: SectionProps) {
  const [all, setAll] = useState<AttributeDefinition[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<number[]>([]);
  const setIds = useCategorySet(draft.fields.categories);
  useEffect(() => {
    getJson<AttributeDefinition[]>('/api/admin/attributes').then(setAll, () => setFailed(true));
  }, []);
  if (failed) return <p className="text-sm text-red-700">Özellikler yüklenemedi</p>;
  if (!all) return <p className="text-sm text-slate-500">Özellikler yükleniyor...</p>;

  const withValue = Object.entries(draft.attributes)
    .filter(([, v]) => v.trim() !== '')
    .map(([cell]) => Number(cell.slice(0, cell.indexOf(':'))));
  const shownIds = [...new Set([...setIds, ...withValue, ...added])];
  const shown = shownIds.flatMap((id) => all.filter((a) => a.id === id));
  const addable = all.filter((a) => !shownIds.includes(a.id));
  const lines = [
    { line: PRODUCT_LINE, name: 'Ürün' },
    ...draft.fields.variants.map((v, i) => ({ line: v.key, name: v.name.trim() || `${i + 1}. seçenek` })),
  ];

  const input = (a: AttributeDefinition, line: { line: string; name: string }) => {
    const cell = attributeCell(a.id, line.line);
    const value = draft.attributes[cell] ?? '';
    const change = (v: string) => set((d) => ({ ...d, attributes: { ...d.attributes, [cell]: v } }));
    const label = line.line === PRODUCT_LINE ? a.name : `${a.name} (${line.name})`;
    if (a.kind === 'number')
      return (
        <div className="flex items-center gap-1">
          <input
            className={inputClass}
            inputMode="decimal"
            aria-label={label}
            placeholder="ör. 2,5"
            value={value}
            onChange={(e) => change(e.target.value)}
          />
          {a.unit && <span className="text-sm text-slate-600">{a.unit}</span>}
        </div>
      );
    const options =
      a.kind === 'boolean'
        ? [
            { code: 'true', label: 'Evet' },
            { code: 'false', label: 'Hayır' },
          ]
        : a.values;
    return (
      <select className={inputClass} aria-label={label} value={value} onChange={(e) => change(e.target.value)}>
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    );
  };

  return (
    <div className="space-y-4">
      {shown.length === 0 && (
        <p className="text-sm text-slate-500">
          Seçilen kategorilerin özellik seti yok. Aşağıdan özellik ekleyebilirsiniz.
        </p>
      )}
      {lines.map((line) => (
        <fieldset key={line.line} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">
            {line.line === PRODUCT_LINE ? 'Ürünün değerleri' : `Seçenek: ${line.name}`}
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {shown.map((a) => (
              <div key={a.id} className="text-sm">
                <span className="block font-medium text-slate-700" aria-hidden="true">
                  {a.name}
                  {setIds.includes(a.id) ? '' : ' (kategori setinde değil)'}
                </span>
                {input(a, line)}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      {addable.length > 0 && (
        <label className="block text-sm font-medium text-slate-700">
          Özellik ekle
          <select
            className={inputClass}
            value=""
            onChange={(e) => e.target.value && setAdded((list) => [...list, Number(e.target.value)])}
          >
            <option value="">Özellik seçin…</option>
            {addable.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.unit ? ` (${a.unit})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
