import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $toast, dismissToast, showFlashedToast } from '../../lib/toast';

/**
 * Where the toast must live to be seen and used: inside the topmost open modal dialog
 * (everything outside it is inert and behind its backdrop), else the page body.
 */
function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const pick = () =>
      setHost(Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).at(-1) ?? document.body);
    pick();
    const observer = new MutationObserver(pick);
    // childList too: a dialog removed while open (its island unmounted it) never loses its
    // 'open' attribute, and a toast left in it would be shown nowhere.
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return host;
}

/** The one visible toast (spec: at most one), announced to screen readers. */
export function Toaster() {
  const toast = useStore($toast);
  const host = useToastHost();
  // A toast flashed before a redirect (admin access refused, logout) shows on the next page.
  useEffect(showFlashedToast, []);
  if (!host) return null;
  return createPortal(
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:justify-end"
    >
      {toast && (
        <div
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 text-left shadow-lg ${toast.variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {/* Full colour: at 90 % white on red fell below AA contrast (issue 48). */}
              {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
              {toast.action && (
                <button
                  type="button"
                  onClick={() => {
                    dismissToast();
                    toast.action!.run();
                  }}
                  className="bg-brand-600 hover:bg-brand-700 mt-2 min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-white"
                >
                  {toast.action.label}
                </button>
              )}
            </div>
            <button
              type="button"
              onClick={dismissToast}
              aria-label="Bildirimi kapat"
              className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center text-sm opacity-70 hover:opacity-100"
            >
              ✕
            </button>
          </div>
        </div>
      )}
    </div>,
    host,
  );
}
