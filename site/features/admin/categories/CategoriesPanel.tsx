import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $adminCategories, loadAdminCategories } from '../admin-store.ts';
import { categoryMessages } from '#api/schemas/admin-categories.ts';
import { CategoryDialog } from './CategoryDialog';
import { ItemsPanel, itemsPanelTexts } from '../shared/ItemsPanel';

/** 'Kategori Yönetimi': top-level categories, each followed by its children. */
export function CategoriesPanel() {
  const categories = useStore($adminCategories);
  const [failed, setFailed] = useState(false);
  const reload = () =>
    loadAdminCategories().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  useEffect(() => void reload(), []);
  const ordered = (categories ?? [])
    .filter((c) => c.parentId === null)
    .flatMap((top) => [top, ...(categories ?? []).filter((c) => c.parentId === top.id)]);

  return (
    <ItemsPanel
      texts={itemsPanelTexts('Kategori Yönetimi', { one: 'Kategori', theOne: 'Kategoriyi', many: 'Kategoriler' })}
      items={categories}
      rows={ordered}
      failed={failed}
      loading={!failed && categories === null}
      reload={reload}
      path="/api/admin/categories"
      messages={categoryMessages}
      listClassName="grid gap-3 md:grid-cols-2"
      actionsClassName="mt-3 flex gap-2"
      itemLabel={(c) => `${c.name} kategorisini`}
      renderItem={(c, actions) => (
        <li
          key={c.id}
          className={`rounded-xl border border-slate-200 bg-white p-4 ${c.parentId ? 'md:ml-6 border-l-4 border-l-brand-100' : ''}`}
        >
          <h3 className="font-semibold">{c.name}</h3>
          {c.parentId && (
            <p className="text-xs text-slate-500">Üst kategori: {categories?.find((p) => p.id === c.parentId)?.name}</p>
          )}
          {c.description && <p className="mt-1 text-sm text-slate-600">{c.description}</p>}
          <p className="mt-1 font-mono text-xs text-slate-500">Slug: {c.slug}</p>
          {actions}
        </li>
      )}
      renderDialog={(dialog) => <CategoryDialog {...dialog} categories={categories ?? []} />}
    />
  );
}
