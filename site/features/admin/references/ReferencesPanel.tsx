import { referenceMessages } from '#api/schemas/admin-content.ts';
import type { ReferenceContent } from '#api/schemas/content.ts';
import { ReferenceDialog } from './ReferenceDialog';
import { ItemsPanel, itemsPanelTexts } from '../shared/ItemsPanel';
import { useAdminList } from '../shared/useAdminList';
import { Badge } from '../shared/ui';

/** 'Referans Yönetimi': logos or names, testimonials, create/edit and delete with the spec's confirmation. */
export function ReferencesPanel() {
  const { items, error, reload, loading } = useAdminList<ReferenceContent>(
    '/api/admin/references',
    'Failed to fetch references',
  );
  return (
    <ItemsPanel
      texts={itemsPanelTexts('Referans Yönetimi', { one: 'Referans', theOne: 'Referansı', many: 'Referanslar' })}
      items={items}
      failed={error !== null}
      loading={loading}
      reload={reload}
      path="/api/admin/references"
      messages={referenceMessages}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      itemLabel={(r) => `${r.companyName} referansını`}
      renderItem={(r, actions) => (
        <li key={r.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-center gap-3">
            {r.logoUrl ? (
              <img src={r.logoUrl} alt="" className="h-12 w-12 rounded border object-contain" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded bg-slate-100 font-bold text-slate-500"
              >
                {r.companyName.slice(0, 1)}
              </span>
            )}
            <div className="min-w-0">
              <h3 className="font-semibold">{r.companyName}</h3>
              <Badge tone={r.isActive ? 'green' : 'slate'}>{r.isActive ? 'Aktif' : 'Pasif'}</Badge>
            </div>
          </div>
          {r.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{r.description}</p>}
          {r.testimonial && (
            <blockquote className="mt-2 border-l-2 border-slate-300 pl-2 text-sm text-slate-600 italic">
              “{r.testimonial}”{r.contactPerson && <footer className="not-italic">— {r.contactPerson}</footer>}
            </blockquote>
          )}
          {actions}
        </li>
      )}
      renderDialog={(dialog) => <ReferenceDialog {...dialog} />}
    />
  );
}
