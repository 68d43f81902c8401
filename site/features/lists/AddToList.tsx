import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/api-client';
import { $user } from '../account/auth-store';
import { addToList, createList, fetchLists } from './lists-store';
import type { ListSummary } from '#api/features/lists/schemas.ts';
import { StatusNote, type Note } from '../../components/ui/StatusNote';

const NEW_LIST = 'new';

/**
 * 'Listeye ekle' in the product dialog: the chosen product, variant and quantity onto one of
 * the signed-in customer's lists, or a new one. Guests do not see it.
 */
export function AddToList(props: {
  productId: number;
  variantId: number | null;
  quantity: number;
  needsVariant: boolean;
}) {
  const user = useStore($user);
  const [lists, setLists] = useState<ListSummary[] | null>(null);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const selectId = useId();
  const nameId = useId();
  if (!user) return null;

  async function open() {
    setNote(null);
    try {
      const found = await fetchLists();
      setLists(found);
      setChoice(found[0] ? String(found[0].id) : NEW_LIST);
    } catch (e) {
      setNote({ ok: false, text: errorMessage(e, 'Listeleriniz yüklenemedi.') });
    }
  }

  async function add() {
    if (props.needsVariant) return setNote({ ok: false, text: 'Lütfen önce bir ürün seçeneği seçin.' });
    setBusy(true);
    try {
      const listId = choice === NEW_LIST ? (await createList(newName)).id : Number(choice);
      const list = await addToList(listId, {
        productId: props.productId,
        variantId: props.variantId,
        quantity: props.quantity,
      });
      const line = list.lines.find((l) => l.productId === props.productId && l.variantId === props.variantId);
      setNote({
        ok: true,
        text: `"${list.name}" listesine eklendi (listede ${line?.quantity ?? props.quantity} ${line?.unit ?? ''}).`,
      });
      setLists(await fetchLists());
      setChoice(String(listId));
      setNewName('');
    } catch (e) {
      setNote({ ok: false, text: errorMessage(e, 'Ürün listeye eklenemedi.') });
    } finally {
      setBusy(false);
    }
  }

  const small =
    'min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60';
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      {lists === null ? (
        <button type="button" onClick={open} className={small}>
          Listeye ekle
        </button>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              Liste
            </label>
            <select
              id={selectId}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className={`${small} bg-white`}
            >
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
              <option value={NEW_LIST}>Yeni liste…</option>
            </select>
          </div>
          {choice === NEW_LIST && (
            <div className="flex flex-col gap-1">
              <label htmlFor={nameId} className="text-sm font-medium">
                Yeni listenin adı
              </label>
              <input id={nameId} value={newName} onChange={(e) => setNewName(e.target.value)} className={small} />
            </div>
          )}
          <button type="button" onClick={add} disabled={busy} className={small}>
            {busy ? 'Ekleniyor...' : 'Listeye ekle'}
          </button>
        </div>
      )}
      <StatusNote note={note} />
    </div>
  );
}
