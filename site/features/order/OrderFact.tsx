import type { ReactNode } from 'react';

/** One fact of an order in its list (`<dl>`): the label, the value below it. */
export function OrderFact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
