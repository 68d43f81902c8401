import { useState } from 'react';
import type { AdminCategory } from '#api/schemas/admin-categories.ts';

const MAX_NAME = 30;

/** Top-level categories with checkboxes; children behind a toggle (one level). Long names shorten to 27 + '...' until clicked. */
export function CategoryTree({
  categories,
  selected,
  onChange,
}: {
  categories: AdminCategory[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(categories.filter((c) => c.parentId !== null && selected.includes(c.id)).map((c) => c.parentId!)),
  );
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const tops = categories.filter((c) => c.parentId === null);
  if (tops.length === 0) return <p className="text-sm text-slate-500">Henüz kategori bulunmuyor</p>;
  return (
    <ul className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
      {tops.map((top) => {
        const children = categories.filter((c) => c.parentId === top.id);
        const isOpen = open.has(top.id);
        return (
          <li key={top.id}>
            <div className="flex items-center gap-2">
              <CategoryCheck category={top} checked={selected.includes(top.id)} onToggle={toggle} />
              {children.length > 0 && (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-label={`${top.name}: Alt kategorileri göster/gizle`}
                  title="Alt kategorileri göster/gizle"
                  className="ml-auto rounded px-2 text-slate-500 hover:bg-slate-100"
                  onClick={() =>
                    setOpen((s) => {
                      const n = new Set(s);
                      if (n.has(top.id)) n.delete(top.id);
                      else n.add(top.id);
                      return n;
                    })
                  }
                >
                  {isOpen ? '▾' : '▸'}
                </button>
              )}
            </div>
            {isOpen && (
              <ul className="mt-1 ml-6 space-y-1">
                {children.map((child) => (
                  <li key={child.id}>
                    <CategoryCheck category={child} checked={selected.includes(child.id)} onToggle={toggle} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function CategoryCheck({
  category,
  checked,
  onToggle,
}: {
  category: AdminCategory;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = category.name.length > MAX_NAME;
  const shown = long && !expanded ? `${category.name.slice(0, MAX_NAME - 3)}...` : category.name;
  const box = (
    <input
      type="checkbox"
      className="h-4 w-4 shrink-0"
      checked={checked}
      onChange={() => onToggle(category.id)}
      aria-label={long ? category.name : undefined}
    />
  );
  if (!long)
    return (
      <label className="flex items-center gap-2 text-sm">
        {box}
        {category.name}
      </label>
    );
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      {box}
      <button
        type="button"
        className="min-w-0 text-left break-words hover:underline"
        title="Tam adı görmek için tıklayın"
        onClick={() => setExpanded((e) => !e)}
      >
        {shown}
      </button>
    </span>
  );
}
