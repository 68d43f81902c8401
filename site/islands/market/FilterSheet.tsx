import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $listing } from '../../stores/market';
import { FilterSidebar } from './FilterSidebar';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The filters below the lg breakpoint: a sheet from the bottom of the screen on the native
 * modal <dialog> (focus stays inside, Escape closes). Filters apply as they change; the button
 * at the bottom names how many products the shopper will see and closes the sheet.
 */
export function FilterSheet({ open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const count = useStore($listing).data?.pagination.totalCount;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      className="mx-0 mt-auto mb-0 max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 lg:hidden"
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <h2 id={titleId} className="text-lg font-semibold">
              Filtreler
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Filtreleri kapat"
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">
            <FilterSidebar />
          </div>
          <div className="border-t border-slate-200 p-3">
            <button
              type="button"
              onClick={onClose}
              className="bg-brand-600 hover:bg-brand-700 min-h-11 w-full rounded-lg px-4 py-2 font-semibold text-white"
            >
              {count === undefined ? 'Ürünleri göster' : `${count.toLocaleString('tr-TR')} ürünü göster`}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
