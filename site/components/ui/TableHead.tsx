import type { ReactNode } from 'react';

/** One column header: its label (an element such as `<span className="sr-only">…</span>` for one read out only) and its cell's classes. */
export interface TableColumn {
  label: ReactNode;
  className: string;
}

/** A table's header row as the shop's tables draw it: one `scope="col"` header per column, a rule below. */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
