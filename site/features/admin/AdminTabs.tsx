import type { KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $adminTab, ADMIN_TAB_GROUPS, ADMIN_TABS as ALL_TABS, selectTab } from './admin-store';
import { $user } from '../account/auth-store';
import { mayOpenTab } from './tab-access';

/**
 * The dashboard's tabs, one ARIA tablist per group (Satış, Pazarlama, …) with the group's name
 * beside it. The groups wrap onto a new line instead of scrolling sideways, so every tab is
 * in sight at 1366 px and on a phone. Arrow keys move through all tabs, across groups.
 */
export function AdminTabs() {
  const current = useStore($adminTab);
  // Only the tabs the signed-in staff member's role may use (decision 0397).
  const role = useStore($user)?.adminRole;
  const ADMIN_TABS = ALL_TABS.filter((t) => mayOpenTab(role, t.id));
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const at = ADMIN_TABS.findIndex((t) => t.id === current);
    const next = ADMIN_TABS[(at + (e.key === 'ArrowRight' ? 1 : ADMIN_TABS.length - 1)) % ADMIN_TABS.length]!;
    selectTab(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <nav aria-label="Yönetim bölümleri" className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
      {ADMIN_TAB_GROUPS.filter((g) => ADMIN_TABS.some((t) => t.group === g)).map((group) => (
        <div key={group} className="flex min-w-0 flex-wrap items-center gap-1">
          <span aria-hidden="true" className="pr-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {group}
          </span>
          <div role="tablist" aria-label={group} onKeyDown={onKey} className="flex flex-wrap gap-1">
            {ADMIN_TABS.filter((t) => t.group === group).map((t) => (
              <button
                key={t.id}
                id={`tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={t.id === current}
                aria-controls={`panel-${t.id}`}
                tabIndex={t.id === current ? 0 : -1}
                onClick={() => selectTab(t.id)}
                className={`rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${t.id === current ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {t.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </nav>
  );
}
