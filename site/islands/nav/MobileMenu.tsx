import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import HeaderActions from '../header/HeaderActions';
import { takeEarlyTaps } from '../../lib/early-taps';
import { LineIcon } from '../../components/ui/LineIcon.tsx';
import { $categoryMenuOpen } from '../../features/categories/category-menu-store';

export interface NavItem {
  label: string;
  href: string;
  /** Home-page section the item scrolls to (handled by nav-scroll.ts). */
  section?: string;
}

interface Props {
  items: NavItem[];
  phone: string;
  phoneHref: string;
  email: string;
}

/**
 * The menu below the lg breakpoint: the header's items, the company's phone and
 * e-mail; closes on choosing an item or tapping the backdrop; locks page scroll while open.
 */
export default function MobileMenu({ items, phone, phoneHref, email }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  useEffect(() => {
    if (takeEarlyTaps(['menu']).length % 2 === 1) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        data-early-tap="menu"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <LineIcon className="h-6 w-6">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </LineIcon>
      </button>
      {/* In <body>: the header's backdrop blur would make it the box of anything fixed inside it. */}
      {open &&
        createPortal(
          <>
            <div
              className="fixed inset-0 top-16 z-30 bg-slate-900/50"
              onClick={close}
              data-testid="mobile-menu-backdrop"
              aria-hidden="true"
            />
            <nav
              id={panelId}
              aria-label="Mobil menü"
              className="fixed inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 shadow-xl"
            >
              <ul className="flex flex-col gap-1">
                <li>
                  {/* The category tree opens as a sheet (CategoryMenu, in the header on every page). */}
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => {
                      close();
                      $categoryMenuOpen.set(true);
                    }}
                    className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                  >
                    Kategoriler
                  </button>
                </li>
                {items.map((item) => (
                  <li key={item.label}>
                    <a
                      href={item.href}
                      data-section={item.section}
                      onClick={close}
                      className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-3 border-t border-slate-200 pt-3">
                <HeaderActions layout="menu" onSelect={close} />
              </div>
              <div className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-600">
                <a href={phoneHref} className="block px-3 py-2 hover:text-slate-900">
                  Telefon: {phone}
                </a>
                <a href={`mailto:${email}`} className="block px-3 py-2 break-all hover:text-slate-900">
                  E-posta: {email}
                </a>
              </div>
            </nav>
          </>,
          document.body,
        )}
    </div>
  );
}
