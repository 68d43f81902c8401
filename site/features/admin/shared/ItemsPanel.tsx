import { useState, type ReactNode } from 'react';
import { apiRequest } from '#site/lib/api-client.ts';
import { ConfirmDialog } from './ConfirmDialog';
import { useSave } from './useSave';
import { btn } from '#site/components/ui/buttons.tsx';
import { EmptyState, LoadError, Loading, PanelHeader } from './ui';

/** The panel's own words: its title, the add buttons and the list states. */
export interface ItemsPanelTexts {
  title: string;
  add: string;
  addFirst: string;
  empty: string;
  loadFailed: string;
  loading: string;
}

/**
 * A panel's words as every admin list says them, from its title and its item's names: `one` ('Fiyat
 * Grubu'), `theOne` as the object of 'Ekle' ('Fiyat Grubunu') and `many` ('Fiyat grupları').
 */
export const itemsPanelTexts = (
  title: string,
  { one, theOne, many }: { one: string; theOne: string; many: string },
): ItemsPanelTexts => ({
  title,
  add: `+ Yeni ${one}`,
  addFirst: `İlk ${theOne} Ekle`,
  empty: `Henüz ${one.toLocaleLowerCase('tr-TR')} bulunmuyor`,
  loadFailed: `${many} yüklenemedi`,
  loading: `${many} yükleniyor...`,
});

/** What the edit dialog of a panel is given: null item means create mode. */
export interface ItemDialogProps<T> {
  open: boolean;
  item: T | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Props<T extends { id: number }> {
  texts: ItemsPanelTexts;
  /** The loaded items (null until loaded); an empty list shows the empty state. */
  items: T[] | null;
  /** The items in the order they are listed, when it is not the loaded order. */
  rows?: T[];
  failed: boolean;
  loading: boolean;
  reload: () => Promise<unknown>;
  listClassName: string;
  actionsClassName?: string;
  /** Names the item in the edit and delete buttons' labels, e.g. "Yaz Kataloğu kataloğunu". */
  itemLabel: (item: T) => string;
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  renderDialog: (props: ItemDialogProps<T>) => ReactNode;
  /** The admin endpoint of the items; an item is deleted at `${path}/${id}`. */
  path: string;
  messages: { confirmDelete: string; deleted: string; deleteFailed: string };
}

/** An admin list of items: add, edit in a dialog and delete after a confirmation, then reload the list. */
export function ItemsPanel<T extends { id: number }>(props: Props<T>) {
  const { texts, items, failed, loading, reload, messages: m } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { run } = useSave();
  const open = (item: T | null) => {
    setEditing(item);
    setDialogOpen(true);
  };
  const addButton = (label: string) => (
    <button type="button" className={btn.primary} onClick={() => open(null)}>
      {label}
    </button>
  );

  return (
    <div>
      <PanelHeader title={texts.title} action={addButton(texts.add)} />
      {failed && <LoadError text={texts.loadFailed} onRetry={() => void reload()} />}
      {loading && <Loading text={texts.loading} />}
      {items?.length === 0 && <EmptyState title={texts.empty} action={addButton(texts.addFirst)} />}
      <ul className={props.listClassName}>
        {(props.rows ?? items)?.map((item) =>
          props.renderItem(
            item,
            <div className={props.actionsClassName ?? 'mt-auto flex gap-2 pt-3'}>
              <button
                type="button"
                className={btn.small}
                onClick={() => open(item)}
                aria-label={`${props.itemLabel(item)} düzenle`}
              >
                Düzenle
              </button>
              <button
                type="button"
                className={btn.danger}
                onClick={() => setDeleting(item)}
                aria-label={`${props.itemLabel(item)} sil`}
              >
                Sil
              </button>
            </div>,
          ),
        )}
      </ul>
      {props.renderDialog({
        open: dialogOpen,
        item: editing,
        onClose: () => setDialogOpen(false),
        onSaved: () => {
          setDialogOpen(false);
          void reload();
        },
      })}
      <ConfirmDialog
        message={deleting ? m.confirmDelete : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (await run(() => apiRequest('DELETE', `${props.path}/${deleting!.id}`), m.deleted, m.deleteFailed))
            await reload();
        }}
      />
    </div>
  );
}
