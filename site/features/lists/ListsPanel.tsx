import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { btn } from '../../components/ui/buttons';
import type { ListSummary } from '#api/features/lists/schemas.ts';
import { createList, fetchLists } from './lists-store';
import { ListDetailView } from './ListDetailView';

/** 'Listelerim' in /hesabim: the customer's named lists (one per building site); one is open at a time. */
export function ListsPanel() {
  const [lists, setLists] = useState<ListSummary[] | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const nameId = useId();

  const reload = () =>
    fetchLists().then(setLists, (e: unknown) => toastError(errorMessage(e, 'Listeleriniz yüklenemedi')));
  useEffect(() => {
    void reload();
  }, []);

  async function create(e: FormEvent) {
    e.preventDefault();
    try {
      const list = await createList(name);
      setName('');
      toastSuccess(`"${list.name}" listesi oluşturuldu`);
      await reload();
      setOpenId(list.id);
    } catch (error) {
      toastError(errorMessage(error, 'Liste oluşturulamadı'));
    }
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Listelerim</h2>
      <p className="text-sm text-slate-600">
        Sık aldığınız ürünleri şantiye ya da iş bazında listelerde saklayın; ürün penceresindeki "Listeye ekle" ile
        ekleyin, tek tıkla sepete aktarın.
      </p>
      <form onSubmit={create} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-700">
            Yeni liste adı
          </label>
          <input
            id={nameId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" className={btn.primary}>
          Liste Oluştur
        </button>
      </form>
      {lists === null ? (
        <p role="status" className="text-slate-600">
          Listeler yükleniyor...
        </p>
      ) : lists.length === 0 ? (
        <p className="text-slate-600">Henüz listeniz yok.</p>
      ) : (
        <ul className="space-y-3">
          {lists.map((l) => (
            <li key={l.id} className="rounded-xl border border-slate-200 p-4">
              <button
                type="button"
                aria-expanded={openId === l.id}
                onClick={() => setOpenId(openId === l.id ? null : l.id)}
                className="flex w-full items-center justify-between text-left font-semibold"
              >
                <span>{l.name}</span>
                <span className="text-sm font-normal text-slate-600">{l.lineCount} ürün</span>
              </button>
              {openId === l.id && (
                <ListDetailView
                  listId={l.id}
                  onChanged={reload}
                  onDeleted={() => {
                    setOpenId(null);
                    void reload();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
