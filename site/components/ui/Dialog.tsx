import { useEffect, useId, useRef, type ReactNode } from 'react';
import { LineIcon } from './LineIcon.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Extra classes for the panel (width). */
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'sheet' rises from the bottom edge over the whole width (phone filters). */
  placement?: 'center' | 'sheet';
}

const PLACEMENT = {
  center: 'm-auto w-[calc(100%-2rem)] rounded-xl',
  sheet: 'mx-0 mt-auto mb-0 w-full max-w-none rounded-t-2xl',
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside) and Escape closes it. Page scroll is locked while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  className = 'max-w-lg',
  children,
  footer,
  placement = 'center',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.body.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    return () => {
      if (open) document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // A dialog opened from this one (an editor over an order) reports its own Escape here too
        // through React's tree: only this dialog's own closes it.
        if (e.target !== ref.current) return;
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      className={`${PLACEMENT[placement]} ${className} bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Kapat"
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <LineIcon className="h-5 w-5">
                <path d="M6 6l12 12M18 6L6 18" />
              </LineIcon>
            </button>
          </div>
          {/* Focusable so a keyboard can scroll a long text that has no link or field in it. */}
          <div
            className="overflow-y-auto px-5 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            tabIndex={0}
          >
            {children}
          </div>
          {footer && <div className="border-t border-slate-200 px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
