import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $adminTab, ADMIN_TABS, selectTab } from './admin-store';

/** The dashboard's tabs as an ARIA tablist; arrow keys move between them. */
export function AdminTabs() {
  const current = useStore($adminTab);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const at = ADMIN_TABS.findIndex((t) => t.id === current);
    const next = ADMIN_TABS[(at + (e.key === 'ArrowRight' ? 1 : ADMIN_TABS.length - 1)) % ADMIN_TABS.length]!;
    selectTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Yönetim bölümleri"
      onKeyDown={onKey}
      className="-mx-4 mt-4 flex gap-1 overflow-x-auto px-4 pb-1"
    >
      {ADMIN_TABS.map((t) => (
        <button
          key={t.id}
          id={`tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={t.id === current}
          aria-controls={`panel-${t.id}`}
          tabIndex={t.id === current ? 0 : -1}
          onClick={() => selectTab(t.id)}
          className={`shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap ${t.id === current ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
