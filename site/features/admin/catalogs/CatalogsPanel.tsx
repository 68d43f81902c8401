import { catalogMessages } from '#api/schemas/admin-content.ts';
import type { CatalogContent } from '#api/schemas/content.ts';
import { CatalogDialog } from './CatalogDialog';
import { ItemsPanel, itemsPanelTexts } from '../shared/ItemsPanel';
import { useAdminList } from '../shared/useAdminList';
import { Badge } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';

/** 'Katalog Yönetimi': list, create/edit dialog, delete with a confirmation. */
export function CatalogsPanel() {
  const { items, error, reload, loading } = useAdminList<CatalogContent>(
    '/api/admin/catalogs',
    'Failed to fetch catalogs',
  );
  return (
    <ItemsPanel
      texts={itemsPanelTexts('Katalog Yönetimi', { one: 'Katalog', theOne: 'Kataloğu', many: 'Kataloglar' })}
      items={items}
      failed={error !== null}
      loading={loading}
      reload={reload}
      path="/api/admin/catalogs"
      messages={catalogMessages}
      listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      itemLabel={(c) => `${c.title} kataloğunu`}
      renderItem={(c, actions) => (
        <li key={c.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold">{c.title}</h3>
            <Badge tone={c.isActive ? 'green' : 'slate'}>{c.isActive ? 'Aktif' : 'Beklemede'}</Badge>
          </div>
          {c.description && <p className="mt-1 line-clamp-3 text-sm text-slate-600">{c.description}</p>}
          <p className="mt-2 text-xs text-slate-500">Son Güncelleme: {formatDateTime(c.updatedAt)}</p>
          {c.fileUrl ? (
            <a
              href={c.fileUrl}
              target="_blank"
              rel="noopener"
              className="mt-1 text-sm font-medium text-brand-700 underline"
            >
              PDF dosyasını aç
            </a>
          ) : (
            <p className="mt-1 text-sm text-slate-500">PDF dosyası yok</p>
          )}
          {actions}
        </li>
      )}
      renderDialog={(dialog) => <CatalogDialog {...dialog} />}
    />
  );
}
