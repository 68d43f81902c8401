import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The order total, formatted: always visible on phones, even with the summary closed. */
  total: string;
  lineCount: number;
  children: ReactNode;
}

/**
 * The order summary's place on the checkout page. Beside the form on wide screens; on phones at
 * the top of the page, closed by default behind a bar that keeps the total in sight.
 */
export function SummaryPanel({ total, lineCount, children }: Props) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div className="order-first self-start lg:sticky lg:top-20 lg:order-none">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-left lg:hidden"
      >
        <span className="font-semibold">
          {open ? 'Sipariş özetini gizle' : 'Sipariş özetini göster'}
          <span className="ml-1 text-sm font-normal text-slate-600">({lineCount} ürün)</span>
        </span>
        <span className="font-bold whitespace-nowrap" data-testid="checkout-total-bar">
          {total}
        </span>
      </button>
      <div id={contentId} className={`${open ? 'mt-3' : 'hidden'} lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
